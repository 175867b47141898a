import type { WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { humanize } from '../display/format';

const STATUS_COLOURS: Record<string, string> = {
  planning: 'bg-sky-900 text-sky-200',
  pre_production: 'bg-violet-900 text-violet-200',
  production: 'bg-amber-900 text-amber-200',
  post_production: 'bg-teal-900 text-teal-200',
  completed: 'bg-green-900 text-green-200',
  cancelled: 'bg-zinc-700 text-zinc-300',
};

/** Title, description, member count, coloured status badge and the user's role. */
export function WorkspaceHeader({ summary }: { summary: WorkspaceSummary }) {
  const { project, members, myRole } = summary;
  return (
    <header className="mb-6 flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-zinc-50">{project.title}</h1>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_COLOURS[project.status] ?? ''}`}
        >
          {humanize(project.status)}
        </span>
      </div>
      {project.description && <p className="text-zinc-300">{project.description}</p>}
      <p className="text-sm text-zinc-400">
        {members.length} {members.length === 1 ? 'member' : 'members'} · Your role:{' '}
        <span className="text-zinc-200">{humanize(myRole)}</span>
      </p>
    </header>
  );
}
