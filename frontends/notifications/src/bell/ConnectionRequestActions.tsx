import type { Notification } from '@filmcollab/contracts/notifications';
import { Button, showToast } from '@filmcollab/ui';
import {
  useAnswerConnectionRequestMutation,
  useMarkNotificationsReadMutation,
  type ConnectionAnswer,
} from '../api/notifications-api';

/** Accept and Decline of a connection request, inside its notification (spec 01 §4, §8). */
export function ConnectionRequestActions({ notification }: { notification: Notification }) {
  const [answerRequest, { isLoading }] = useAnswerConnectionRequestMutation();
  const [markRead] = useMarkNotificationsReadMutation();

  const answer = async (choice: ConnectionAnswer) => {
    const result = await answerRequest({ requestId: notification.relatedEntityId, answer: choice });
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
        choice === 'accept' ? 'Connection request accepted' : 'Connection request rejected',
    });
    void markRead([notification.id]);
  };

  return (
    <div className="mt-2 flex gap-2">
      <Button
        className="px-3 py-1 text-xs"
        disabled={isLoading}
        onClick={() => void answer('accept')}
      >
        Accept
      </Button>
      <Button
        className="px-3 py-1 text-xs"
        variant="secondary"
        disabled={isLoading}
        onClick={() => void answer('decline')}
      >
        Decline
      </Button>
    </div>
  );
}
