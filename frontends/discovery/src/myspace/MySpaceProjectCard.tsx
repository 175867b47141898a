import type { MySpaceProject } from '@filmcollab/contracts/discovery';
import { Button, Card } from '@filmcollab/ui';
import { Link } from 'react-router';
import { valueLabel } from '../display/labels';

/** A project on My Space: title to /project/{id}, status, member count, and its team panel toggle. */
export function MySpaceProjectCard({
  entry,
  teamOpen,
  onToggleTeam,
}: {
  entry: MySpaceProject;
  teamOpen: boolean;
  onToggleTeam: () => void;
}) {
  const { project, memberCount } = entry;
  return (
    <Card className="flex flex-col gap-2 p-4">
      <h3 className="text-base font-semibold">
        <Link to={`/project/${encodeURIComponent(project.id)}`} className="hover:underline">
          {project.title}
        </Link>
      </h3>
      <p className="text-sm text-zinc-300">
        {[valueLabel(project.projectType), valueLabel(project.status), project.location]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-sm text-zinc-400">
        {memberCount} {memberCount === 1 ? 'member' : 'members'}
      </p>
      <div>
        <Button
          type="button"
          variant="secondary"
          className="px-2 py-1 text-xs"
          aria-expanded={teamOpen}
          aria-label={`${teamOpen ? 'Hide' : 'Show'} team for ${project.title}`}
          onClick={onToggleTeam}
        >
          {teamOpen ? 'Hide team' : 'Team'}
        </Button>
      </div>
    </Card>
  );
}
