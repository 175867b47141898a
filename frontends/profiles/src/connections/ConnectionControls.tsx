import type { RelationshipResponse } from '@filmcollab/contracts/profiles';
import { Button, showToast } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import {
  useAnswerConnectionRequestMutation,
  useSendConnectionRequestMutation,
} from '../api/profiles-api';
import { RemoveConnectionButton } from './RemoveConnectionButton';

interface ConnectionControlsProps {
  userId: string;
  /** The other user's display name, for the removal question. */
  name: string;
  relationship: RelationshipResponse;
}

/**
 * Connect / Request sent / Accept-Decline / Connected with 'Remove connection', from the
 * viewer's relationship.
 */
export function ConnectionControls({ userId, name, relationship }: ConnectionControlsProps) {
  const [sendRequest, sending] = useSendConnectionRequestMutation();
  const [answerRequest, answering] = useAnswerConnectionRequestMutation();

  const connect = async () => {
    const result = await sendRequest({ receiverId: userId });
    if ('error' in result) {
      showToast({
        title: 'Error',
        description: errorMessage(result.error, 'Failed to send connection request'),
        variant: 'destructive',
      });
      return;
    }
    showToast({ title: 'Success', description: 'Connection request sent' });
  };

  const answer = async (answerKind: 'accept' | 'decline') => {
    const requestId = relationship.pendingRequestId;
    if (!requestId) return;
    const result = await answerRequest({ requestId, answer: answerKind, otherUserId: userId });
    if ('error' in result) {
      showToast({
        title: 'Error',
        description: 'Failed to update connection request',
        variant: 'destructive',
      });
      return;
    }
    showToast({
      title: 'Success',
      description:
        answerKind === 'accept' ? 'Connection request accepted' : 'Connection request rejected',
    });
  };

  switch (relationship.connectionStatus) {
    case 'connected':
      return (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled>
            Connected
          </Button>
          <RemoveConnectionButton userId={userId} name={name} />
        </div>
      );
    case 'pending_outgoing':
      return (
        <Button variant="secondary" disabled>
          Request sent
        </Button>
      );
    case 'pending_incoming':
      return (
        <div className="flex gap-2" role="group" aria-label="Connection request">
          <Button onClick={() => void answer('accept')} disabled={answering.isLoading}>
            Accept
          </Button>
          <Button
            variant="secondary"
            onClick={() => void answer('decline')}
            disabled={answering.isLoading}
          >
            Decline
          </Button>
        </div>
      );
    default:
      return (
        <Button variant="secondary" onClick={() => void connect()} disabled={sending.isLoading}>
          Connect
        </Button>
      );
  }
}
