import type { ProjectInvitation } from '@filmcollab/contracts/projects';
import { Button } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import { useAnswerInvitationMutation } from '../api/projects-api';
import { errorToast, successToast } from '../common/toasts';
import { roleLabel } from '../display/labels';
import { personName } from '../display/person';

/** A pending invitation to the viewer, with Accept and Decline (beyond the spec's "pending"). */
export function InvitationAnswer({ invitation }: { invitation: ProjectInvitation }) {
  const [answer, { isLoading }] = useAnswerInvitationMutation();

  async function respond(choice: 'accept' | 'decline') {
    const result = await answer({
      invitationId: invitation.id,
      projectId: invitation.projectId,
      answer: choice,
    });
    if (result.error) errorToast(errorMessage(result.error, 'Failed to answer the invitation'));
    else if (choice === 'accept') {
      successToast('Invitation Accepted', `You are now a member of ${invitation.projectTitle}`);
    } else successToast('Invitation Declined', 'You declined the invitation');
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-300">
        {`${personName(invitation.inviter)} invited you to join as ${roleLabel(invitation.role)}.`}
      </p>
      {invitation.message && <p className="text-sm text-zinc-400">{invitation.message}</p>}
      <div className="flex gap-2">
        <Button disabled={isLoading} onClick={() => void respond('accept')}>
          Accept Invitation
        </Button>
        <Button variant="secondary" disabled={isLoading} onClick={() => void respond('decline')}>
          Decline Invitation
        </Button>
      </div>
    </div>
  );
}
