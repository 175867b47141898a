import { Spinner } from '@filmcollab/ui';
import { useMySpaceProjectTeamQuery } from '../api/discovery-api';
import { applicationStatusText } from './application-status';
import { PendingApplicationsTable } from './PendingApplicationsTable';

/**
 * A project's team panel (spec 02 §2): the creator sees 'Pending Applications', anyone else 'My
 * Application Status'. The projects service decides who sees what.
 */
export function ProjectTeamPanel({ projectId }: { projectId: string }) {
  const { data, isLoading, isError } = useMySpaceProjectTeamQuery(projectId);
  if (isLoading) return <Spinner label="Loading team…" />;
  if (isError || !data) {
    return (
      <p role="alert" className="text-sm text-zinc-400">
        The team could not be loaded.
      </p>
    );
  }
  if (data.viewer.relation === 'creator') {
    return <PendingApplicationsTable projectId={projectId} applications={data.applications} />;
  }
  return (
    <section aria-labelledby={`status-${projectId}`} className="flex flex-col gap-1">
      <h4 id={`status-${projectId}`} className="text-sm font-semibold">
        My Application Status
      </h4>
      <p className="text-sm text-amber-300">{applicationStatusText(data.viewer)}</p>
    </section>
  );
}
