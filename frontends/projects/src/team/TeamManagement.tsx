import type { ProjectDetail } from '@filmcollab/contracts/projects';
import { MembersTable } from './MembersTable';
import { PendingApplications } from './PendingApplications';
import { PendingInvitations } from './PendingInvitations';

/** The Team Management tab: the creator's pending lists, then the members. */
export function TeamManagement({
  detail,
  onInvite,
}: {
  detail: ProjectDetail;
  onInvite: () => void;
}) {
  const isCreator = detail.viewer.relation === 'creator';
  return (
    <div className="flex flex-col gap-6">
      {isCreator && (
        <>
          <PendingApplications projectId={detail.project.id} applications={detail.applications} />
          <PendingInvitations invitations={detail.invitations} onInvite={onInvite} />
        </>
      )}
      <MembersTable detail={detail} />
    </div>
  );
}
