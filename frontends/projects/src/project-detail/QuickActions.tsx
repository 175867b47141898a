import { EXPLORE_STATUS, type ProjectDetail } from '@filmcollab/contracts/projects';
import { Button, Card, CardTitle } from '@filmcollab/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { SignInPrompt } from '../common/SignInPrompt';
import { dateText } from '../display/dates';
import { ApplicationStatusCard } from './ApplicationStatusCard';
import { CreatorActions } from './CreatorActions';
import { InvitationAnswer } from './InvitationAnswer';
import { LeaveProjectButton } from './LeaveProjectButton';
import { WithdrawApplicationButton } from './WithdrawApplicationButton';

function InviteLink({ projectId }: { projectId: string }) {
  return (
    <Button asChild variant="secondary">
      <Link to={`/invite?project=${encodeURIComponent(projectId)}`}>Invite Team Members</Link>
    </Button>
  );
}

/** The collaboration dashboard, for the creator and active members (spec 03 §6). */
function WorkspaceLink({ projectId }: { projectId: string }) {
  return (
    <Button asChild variant="secondary">
      <Link to={`/collaboration/${encodeURIComponent(projectId)}`}>Open Workspace</Link>
    </Button>
  );
}

/**
 * Quick Actions by the viewer's relation to the project (spec 03 §2). A non-member may hold an
 * invitation and an application at once: both can be answered.
 */
export function QuickActions({
  detail,
  onEdit,
  onApply,
  onPostOpportunity,
}: {
  detail: ProjectDetail;
  onEdit: () => void;
  onApply: () => void;
  onPostOpportunity: () => void;
}) {
  const { project, viewer } = detail;
  const open = project.status === EXPLORE_STATUS;
  const [withdrawn, setWithdrawn] = useState(false);

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Quick Actions</CardTitle>
      <div className="flex flex-col gap-2">
        {viewer.relation === 'creator' && (
          <>
            <WorkspaceLink projectId={project.id} />
            <InviteLink projectId={project.id} />
            <CreatorActions
              project={project}
              onEdit={onEdit}
              onPostOpportunity={onPostOpportunity}
            />
          </>
        )}
        {viewer.relation === 'member' && (
          <>
            <WorkspaceLink projectId={project.id} />
            <InviteLink projectId={project.id} />
            <LeaveProjectButton projectId={project.id} />
          </>
        )}
        {viewer.relation === 'non_member' && (
          <>
            {viewer.invitation && <InvitationAnswer invitation={viewer.invitation} />}
            {viewer.application ? (
              <>
                <p role="status" className="text-sm text-amber-300">
                  Your application is under review.
                </p>
                <WithdrawApplicationButton
                  projectId={project.id}
                  onWithdrawn={() => setWithdrawn(true)}
                />
              </>
            ) : viewer.invitation ? null : open ? (
              <Button onClick={onApply}>Apply to Join Project</Button>
            ) : (
              <p className="text-sm text-zinc-400">
                This project is not accepting applications right now.
              </p>
            )}
            {withdrawn && !viewer.application && (
              <p role="status" className="text-sm text-emerald-300">
                Application withdrawn successfully
              </p>
            )}
          </>
        )}
        {viewer.relation === 'signed_out' && (
          <SignInPrompt message="Log in to apply or to join the team." />
        )}
      </div>
      {(viewer.relation === 'non_member' || viewer.relation === 'member') && (
        <ApplicationStatusCard viewer={viewer} />
      )}
      <p className="text-xs text-zinc-400">{`Created ${dateText(project.createdAt)}`}</p>
    </Card>
  );
}
