import { Card, Spinner } from '@filmcollab/ui';
import { PropsExtensionSlot } from '@filmcollab/web-kit';

/**
 * The Workspace tab (spec 03 §2 "Project workspace"): stat cards and the Overview, Tasks,
 * Milestones, Files, Calendar and Chat tabs belong to the workspace remote, which fills the
 * `project.workspace` extension point. The page offers the tab only to the creator and members.
 */
export function WorkspaceTab({ projectId }: { projectId: string }) {
  return (
    <PropsExtensionSlot
      name="project.workspace"
      props={{ projectId }}
      loading={<Spinner />}
      fallback={
        <Card>
          <p className="text-sm text-zinc-300">
            The workspace is coming soon: tasks, milestones, files and events will live here.
          </p>
        </Card>
      }
      failed={
        <Card role="alert">
          <p className="text-sm text-zinc-300">The workspace could not be loaded.</p>
        </Card>
      }
    />
  );
}
