import { WorkspaceDashboard } from './WorkspaceDashboard';

/** `project.workspace`: the workspace inside the project page, for its creator and members. */
export default function ProjectWorkspace({ projectId }: { projectId: string }) {
  return <WorkspaceDashboard projectId={projectId} embedded />;
}
