import type { DirectMessage, MessagesReadPush, Presence } from '@filmcollab/contracts/messaging';
import type { AppDispatch, RootState } from '@filmcollab/web-kit';
import { messagingApi } from '../api/messaging-api';

/*
 * How pushed frames change the RTK Query caches (no refetch loop): each function updates every
 * cached query the frame concerns and leaves the rest alone.
 */

type GetState = () => RootState;

function threadArgsOf(getState: GetState, conversationId: string) {
  return messagingApi.util
    .selectCachedArgsForQuery(getState(), 'thread')
    .filter((args) => args.conversationId === conversationId);
}

/** A new message: its thread, the list entry (or a refetch for a new conversation), the badge. */
export function messageCreated(
  dispatch: AppDispatch,
  getState: GetState,
  message: DirectMessage,
  viewerId: string,
): void {
  for (const args of threadArgsOf(getState, message.conversationId)) {
    if (args.q && !message.text.toLowerCase().includes(args.q.toLowerCase())) continue;
    dispatch(
      messagingApi.util.updateQueryData('thread', args, (draft) => {
        if (!draft.messages.some((m) => m.id === message.id)) draft.messages.push(message);
      }),
    );
  }
  const incoming = message.receiverId === viewerId;
  let known = true;
  dispatch(
    messagingApi.util.updateQueryData('conversations', undefined, (draft) => {
      const index = draft.conversations.findIndex((c) => c.id === message.conversationId);
      if (index < 0) {
        known = false;
        return;
      }
      const [entry] = draft.conversations.splice(index, 1);
      if (entry.lastMessageAt !== message.createdAt || entry.lastMessage !== message.text) {
        entry.lastMessage = message.text;
        entry.lastMessageAt = message.createdAt;
        if (incoming) entry.unreadCount += 1;
      }
      draft.conversations.unshift(entry);
    }),
  );
  if (!known) dispatch(messagingApi.util.invalidateTags(['Conversations']));
  if (incoming) {
    dispatch(
      messagingApi.util.updateQueryData('unreadCount', undefined, (draft) => {
        draft.total += 1;
      }),
    );
  }
}

/** The receiver read: ticks turn blue for the sender, counts drop (never below 0) for the reader. */
/**
 * Messages whose reading this tab already counted: the reader's own answer and the push about the
 * same messages both arrive, and the badge must drop once.
 */
const countedReads = new Set<string>();
const COUNTED_READS_KEPT = 5000;

function firstCount(ids: readonly string[]): number {
  let fresh = 0;
  for (const id of ids) {
    if (countedReads.has(id)) continue;
    countedReads.add(id);
    fresh += 1;
  }
  while (countedReads.size > COUNTED_READS_KEPT) {
    countedReads.delete(countedReads.values().next().value as string);
  }
  return fresh;
}

export function messagesRead(
  dispatch: AppDispatch,
  getState: GetState,
  push: MessagesReadPush,
  viewerId: string,
): void {
  const ids = new Set(push.messageIds);
  for (const args of threadArgsOf(getState, push.conversationId)) {
    dispatch(
      messagingApi.util.updateQueryData('thread', args, (draft) => {
        for (const message of draft.messages) {
          if (ids.has(message.id)) {
            message.read = true;
            message.readAt = push.readAt;
          }
        }
      }),
    );
  }
  if (push.readerId !== viewerId) return;
  const fresh = firstCount(push.messageIds);
  if (fresh === 0) return;
  dispatch(
    messagingApi.util.updateQueryData('conversations', undefined, (draft) => {
      const entry = draft.conversations.find((c) => c.id === push.conversationId);
      if (entry) entry.unreadCount = Math.max(0, entry.unreadCount - fresh);
    }),
  );
  dispatch(
    messagingApi.util.updateQueryData('unreadCount', undefined, (draft) => {
      draft.total = Math.max(0, draft.total - fresh);
    }),
  );
}

export function presenceChanged(dispatch: AppDispatch, presence: Presence): void {
  dispatch(
    messagingApi.util.updateQueryData('conversations', undefined, (draft) => {
      for (const entry of draft.conversations) {
        if (entry.otherUser.id === presence.userId) entry.presence = presence;
      }
    }),
  );
  dispatch(
    messagingApi.util.updateQueryData('contact', presence.userId, (draft) => {
      draft.presence = presence;
    }),
  );
}

/** Back after a disconnection: what was pushed meanwhile is lost, so read again. */
export function resumed(dispatch: AppDispatch): void {
  dispatch(
    messagingApi.util.invalidateTags(['Conversations', 'Contact', 'Thread', 'UnreadMessages']),
  );
}
