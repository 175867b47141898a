import type { RelationshipResponse } from '@filmcollab/contracts/profiles';
import { Button } from '@filmcollab/ui';
import { useNavigate } from 'react-router';
import { ConnectionControls } from '../connections/ConnectionControls';

interface ViewerActionsProps {
  userId: string;
  name: string;
  /** Undefined while checking; a failed check reads as not collaborating (spec 01). */
  relationship: RelationshipResponse | undefined;
  checking: boolean;
}

export function collaborationNote(checking: boolean, sharesProject: boolean): string {
  if (checking) return 'Checking collaboration history...';
  return sharesProject
    ? 'You can message this user (shared project collaborator)'
    : 'Messaging available only for project collaborators';
}

/** Another user's profile: Message (collaborators only), the note line and the connection controls. */
export function ViewerActions({ userId, name, relationship, checking }: ViewerActionsProps) {
  const navigate = useNavigate();
  const sharesProject = relationship?.sharesProject ?? false;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {!checking && sharesProject && (
          <Button onClick={() => navigate(`/messages/${encodeURIComponent(userId)}`)}>
            Message
          </Button>
        )}
        {relationship && (
          <ConnectionControls userId={userId} name={name} relationship={relationship} />
        )}
      </div>
      <p className="text-sm text-zinc-400" data-testid="collaboration-note">
        {collaborationNote(checking, sharesProject)}
      </p>
    </div>
  );
}
