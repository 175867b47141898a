import type { Person, Project } from '@filmcollab/contracts/projects';
import { Dialog } from '@filmcollab/ui/dialog';
import { InvitePanel } from './InvitePanel';

/** 'Invite to {project}': the invite panel in a dialog on the project page. */
export function InviteDialog({
  open,
  onOpenChange,
  project,
  creator,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Project;
  creator: Person;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Invite to ${project.title}`}
      scope="projects"
    >
      {open && <InvitePanel project={project} creator={creator} />}
    </Dialog>
  );
}
