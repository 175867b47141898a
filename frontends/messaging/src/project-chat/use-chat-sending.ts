import { type ChatMessage, CHAT_DUPLICATE_WINDOW_MS } from '@filmcollab/contracts/messaging';
import { showToast } from '@filmcollab/ui';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '@filmcollab/web-kit';
import { messagingApi, usePostChatMessageMutation } from '../api/messaging-api';

/** A message the user sent that the server has not confirmed (spec 03: sending, then sent or failed). */
export interface PendingChatMessage {
  clientId: string;
  text: string;
  status: 'sending' | 'failed';
  createdAt: string;
  attempts: number;
}

export function addToChatCache(dispatch: AppDispatch, projectId: string, message: ChatMessage) {
  dispatch(
    messagingApi.util.updateQueryData('projectChat', projectId, (draft) => {
      if (!draft.messages.some((m) => m.id === message.id)) draft.messages.push(message);
    }),
  );
}

/**
 * Optimistic sending: a pending copy shows at once; the server's message replaces it when the
 * answer or the room's push arrives — the same `clientId`, or (spec 03) the same text from the
 * same sender within 10 s. A failure leaves it with 'Tap to retry'.
 */
export function useChatSending(projectId: string, viewerId: string) {
  const dispatch = useDispatch<AppDispatch>();
  const [post] = usePostChatMessageMutation();
  const [pending, setPending] = useState<PendingChatMessage[]>([]);

  const attempt = useCallback(
    async (item: PendingChatMessage) => {
      const result = await post({ projectId, body: { text: item.text, clientId: item.clientId } });
      if ('data' in result && result.data) {
        addToChatCache(dispatch, projectId, result.data);
        setPending((list) => list.filter((p) => p.clientId !== item.clientId));
        return;
      }
      setPending((list) =>
        list.map((p) => (p.clientId === item.clientId ? { ...p, status: 'failed' } : p)),
      );
      showToast({
        title: 'Message failed to send',
        description: item.attempts > 1 ? 'Please try again later' : 'Click to retry',
        variant: 'destructive',
      });
    },
    [dispatch, post, projectId],
  );

  const send = useCallback(
    (text: string) => {
      const item: PendingChatMessage = {
        clientId: crypto.randomUUID(),
        text,
        status: 'sending',
        createdAt: new Date().toISOString(),
        attempts: 1,
      };
      setPending((list) => [...list, item]);
      void attempt(item);
    },
    [attempt],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = pending.find((p) => p.clientId === clientId);
      if (!item) return;
      const again = { ...item, status: 'sending' as const, attempts: item.attempts + 1 };
      setPending((list) => list.map((p) => (p.clientId === clientId ? again : p)));
      void attempt(again);
    },
    [attempt, pending],
  );

  /** A pushed message: drops the pending copy it confirms. */
  const confirm = useCallback(
    (message: ChatMessage) => {
      if (message.senderId !== viewerId) return;
      setPending((list) => {
        const byId = list.findIndex((p) => p.clientId === message.clientId);
        const index =
          byId >= 0
            ? byId
            : list.findIndex(
                (p) =>
                  p.status === 'sending' &&
                  p.text === message.text &&
                  Math.abs(Date.parse(message.createdAt) - Date.parse(p.createdAt)) <=
                    CHAT_DUPLICATE_WINDOW_MS,
              );
        return index < 0 ? list : list.filter((_, i) => i !== index);
      });
    },
    [viewerId],
  );

  return { pending, send, retry, confirm };
}
