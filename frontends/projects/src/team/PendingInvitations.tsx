import type { ProjectInvitation } from '@filmcollab/contracts/projects';
import { Button, Card, CardTitle } from '@filmcollab/ui';
import { dateText } from '../display/dates';
import { roleLabel } from '../display/labels';
import { PersonLink } from './PersonLink';

/** The creator's pending invitations, and the button that opens the invite dialog. */
export function PendingInvitations({
  invitations,
  onInvite,
}: {
  invitations: readonly ProjectInvitation[];
  onInvite: () => void;
}) {
  return (
    <Card>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <CardTitle className="mb-0">Pending Invitations</CardTitle>
        <Button variant="secondary" onClick={onInvite}>
          Invite People
        </Button>
      </div>
      {invitations.length === 0 ? (
        <p className="text-sm text-zinc-400">No pending invitations</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-x-3 text-sm">
              <PersonLink person={invitation.invitee} />
              <span className="text-zinc-400">{roleLabel(invitation.role)}</span>
              <span className="text-zinc-400">{`Invited ${dateText(invitation.createdAt)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
