import { Card, cn } from '@filmcollab/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useConversationsQuery } from '../api/messaging-api';
import { useMessagingLiveUpdates } from '../live/use-messaging-live-updates';
import { Thread } from '../thread/Thread';
import { ConversationList } from './ConversationList';
import { usePresenceWhileMounted } from './use-presence-while-mounted';

/**
 * /messages and /messages/:selectedUserId (spec 01 "Direct messaging"): the conversation list and
 * the thread with the selected user. /messages opens the first conversation (history replaced),
 * unless the small screen's back link asked for the list.
 */
export default function MessagesPage() {
  const { selectedUserId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  useMessagingLiveUpdates();
  usePresenceWhileMounted();
  // Spec 01 §8: a failed read shows an empty list.
  const { data, isLoading } = useConversationsQuery();
  const conversations = data?.conversations ?? [];
  const first = conversations[0];
  const showList = (location.state as { showList?: boolean } | null)?.showList === true;

  useEffect(() => {
    if (!selectedUserId && first && !showList) {
      void navigate(`/messages/${encodeURIComponent(first.otherUser.id)}`, { replace: true });
    }
  }, [selectedUserId, first, showList, navigate]);

  return (
    <main className="mx-auto w-full max-w-6xl p-4">
      <h1 className="sr-only">Messages</h1>
      <Card className="flex h-[calc(100vh-12rem)] min-h-[480px] overflow-hidden p-0">
        <aside
          aria-label="Conversation list"
          className={cn(
            'w-full shrink-0 border-r border-zinc-800 p-3 md:block md:w-80',
            selectedUserId ? 'hidden' : 'block',
          )}
        >
          <ConversationList
            conversations={conversations}
            loading={isLoading}
            selectedUserId={selectedUserId}
          />
        </aside>
        <section
          aria-label="Conversation"
          className={cn('min-w-0 flex-1 md:block', selectedUserId ? 'block' : 'hidden')}
        >
          {selectedUserId ? (
            <Thread key={selectedUserId} userId={selectedUserId} />
          ) : (
            <p className="flex h-full items-center justify-center text-sm text-zinc-400">
              Select a conversation to start messaging
            </p>
          )}
        </section>
      </Card>
    </main>
  );
}
