import { realtimeRoom } from '@filmcollab/contracts/realtime';
import type { DirectMessage } from '@filmcollab/contracts/messaging';
import { Button, showToast, Spinner } from '@filmcollab/ui';
import { type AppDispatch, errorMessage, type RootState, useAuth } from '@filmcollab/web-kit';
import { useRoom } from '@filmcollab/web-kit/realtime';
import { useDispatch, useStore } from 'react-redux';
import { messageCreated, messagesRead } from '../live/messaging-cache';
import { useEffect, useRef, useState } from 'react';
import {
  messagingApi,
  useContactQuery,
  useLazyOlderMessagesQuery,
  useMarkReadMutation,
  useSendMessageMutation,
  useThreadQuery,
} from '../api/messaging-api';
import { displayName } from '../display/message-display';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { ThreadHeader } from './ThreadHeader';
import { usePeerTyping, useTypingSignal } from './use-typing';
import { useStickToBottom } from './use-stick-to-bottom';
import { useDebouncedValue } from './use-debounced-value';

/** Spec 01 §9: the scroll-to-bottom threshold. */
export const SCROLL_BOTTOM_THRESHOLD_PX = 50;

/** The conversation with one user: header, messages, typing indicator and input. */
export function Thread({ userId }: { userId: string }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? '';
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const contact = useContactQuery(userId);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [sentConversationId, setSentConversationId] = useState<string | null>(null);
  const conversationId = contact.data?.conversationId ?? sentConversationId;
  const thread = useThreadQuery(
    { conversationId: conversationId ?? '', q },
    { skip: !conversationId },
  );
  const [sendMessage, sending] = useSendMessageMutation();
  const [markRead] = useMarkReadMutation();
  const roomName = conversationId ? realtimeRoom('conversation', conversationId) : null;
  const room = useRoom(roomName);
  const typingSignal = useTypingSignal(room);
  const [peerTyping, clearPeerTyping] = usePeerTyping(roomName, userId);

  const [older, setOlder] = useState<{ messages: DirectMessage[]; cursor: string | null } | null>(
    null,
  );
  const [loadOlder, olderPage] = useLazyOlderMessagesQuery();
  useEffect(() => setOlder(null), [conversationId, q]);
  const olderCursor = older ? older.cursor : (thread.data?.nextCursor ?? null);
  const showOlder = async () => {
    if (!conversationId || !olderCursor) return;
    const result = await loadOlder({ conversationId, before: olderCursor });
    if (!result.data) return;
    const page = result.data;
    setOlder((previous) => ({
      messages: [...page.messages, ...(previous?.messages ?? [])],
      cursor: page.nextCursor,
    }));
  };

  // Spec 01 §8: a room the socket may not join is a realtime subscription error.
  useEffect(() => {
    if (room.status === 'forbidden') {
      showToast({ title: 'Realtime subscription error', variant: 'destructive' });
    }
  }, [room.status]);

  const latest = thread.data?.messages ?? [];
  const messages = older ? [...older.messages, ...latest] : latest;
  const newest = messages[messages.length - 1];
  const list = useRef<HTMLDivElement>(null);
  const { awayFromBottom, scrollToBottom, onScroll } = useStickToBottom(
    list,
    SCROLL_BOTTOM_THRESHOLD_PX,
    messages.length,
    newest?.senderId === viewerId,
  );

  // Opening the conversation reads what was sent to the viewer, and so does a message arriving.
  const unreadToMe = messages.filter((m) => m.receiverId === viewerId && !m.read).length;
  useEffect(() => {
    if (!conversationId || unreadToMe === 0 || q) return;
    void markRead(conversationId).then((result) => {
      if (!result.data || result.data.marked === 0) return;
      // Applied here too, so counts drop even while the realtime socket is away.
      const { messageIds, readAt } = result.data;
      messagesRead(
        dispatch,
        store.getState,
        { conversationId, readerId: viewerId, messageIds, readAt },
        viewerId,
      );
    });
  }, [conversationId, unreadToMe, q, markRead, dispatch, store, viewerId]);

  // A message from the peer ends their typing.
  useEffect(() => {
    if (newest?.senderId === userId) clearPeerTyping();
  }, [newest?.id, newest?.senderId, userId, clearPeerTyping]);

  const send = async (text: string): Promise<boolean> => {
    typingSignal.stop();
    const result = await sendMessage({ receiverId: userId, text });
    if ('error' in result) {
      showToast({
        title: 'Error',
        description: errorMessage(result.error, 'Message failed to send'),
        variant: 'destructive',
      });
      return false;
    }
    const sent = result.data;
    if (!conversationId) {
      setSentConversationId(sent.conversationId);
      dispatch(
        messagingApi.util.updateQueryData('contact', userId, (draft) => {
          draft.conversationId = sent.conversationId;
        }),
      );
    }
    // The sender sees their message even while the realtime socket is away (its push is idempotent).
    messageCreated(dispatch, store.getState, sent, viewerId);
    return true;
  };

  if (contact.isLoading) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner label="Loading conversation" />
      </div>
    );
  }
  if (!contact.data) {
    return (
      <p className="flex h-full items-center justify-center text-sm text-zinc-400">
        This conversation could not be loaded.
      </p>
    );
  }

  const name = displayName(contact.data.user);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader contact={contact.data} search={search} onSearch={setSearch} />
      <div className="relative min-h-0 flex-1">
        <div
          ref={list}
          onScroll={onScroll}
          role="log"
          aria-label={`Messages with ${name}`}
          className="flex h-full flex-col gap-2 overflow-y-auto p-3"
        >
          {olderCursor && !q && (
            <Button
              variant="ghost"
              className="self-center"
              disabled={olderPage.isFetching}
              onClick={() => void showOlder()}
            >
              Load older messages
            </Button>
          )}
          {conversationId && thread.isLoading ? (
            <p className="m-auto text-sm text-zinc-400">Loading messages...</p>
          ) : messages.length === 0 ? (
            <p className="m-auto text-sm text-zinc-400">
              {q ? 'No messages found' : 'No messages yet'}
            </p>
          ) : (
            messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={message.senderId === viewerId}
              />
            ))
          )}
        </div>
        {awayFromBottom && (
          <button
            type="button"
            aria-label="Scroll to bottom"
            onClick={scrollToBottom}
            className="absolute right-4 bottom-3 rounded-full bg-zinc-700 px-3 py-2 text-zinc-100 shadow hover:bg-zinc-600 focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            ↓
          </button>
        )}
      </div>
      <p aria-live="polite" className="min-h-5 px-3 text-xs text-zinc-400 italic">
        {peerTyping ? `${name} is typing...` : ''}
      </p>
      <MessageComposer
        canMessage={contact.data.canMessage}
        sending={sending.isLoading}
        onSend={send}
        onKeystroke={typingSignal.keystroke}
      />
    </div>
  );
}
