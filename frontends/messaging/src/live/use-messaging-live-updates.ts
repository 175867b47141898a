import {
  MESSAGING_REALTIME,
  MessagesReadPushSchema,
  PresenceChangedPushSchema,
} from '@filmcollab/contracts/messaging';
import { type AppDispatch, type RootState, useAuth } from '@filmcollab/web-kit';
import { useRealtimeClient } from '@filmcollab/web-kit/realtime';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { parseMessage } from '../api/parse-messages';
import { messageCreated, messagesRead, presenceChanged, resumed } from './messaging-cache';

interface Listener {
  dispatch: AppDispatch;
  getState: () => RootState;
  viewerId: string;
}

/**
 * The header icon and the messages page both keep the caches live; a frame must be applied once
 * however many of them are mounted, so the newest mounted one applies it.
 */
const listeners: Listener[] = [];

function current(): Listener | undefined {
  return listeners[listeners.length - 1];
}

/** Applies messaging's realtime pushes to the caches while mounted (signed in). */
export function useMessagingLiveUpdates(): void {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const { user } = useAuth();
  const client = useRealtimeClient();
  const viewerId = user?.id;

  useEffect(() => {
    if (!viewerId) return undefined;
    const listener: Listener = { dispatch, getState: store.getState, viewerId };
    listeners.push(listener);
    const active = () => current() === listener;
    const stops = [
      client.on(MESSAGING_REALTIME.messageCreated, (data) => {
        const message = parseMessage(data);
        if (active() && message) messageCreated(dispatch, store.getState, message, viewerId);
      }),
      client.on(MESSAGING_REALTIME.messagesRead, (data) => {
        const push = MessagesReadPushSchema.safeParse(data);
        if (active() && push.success) messagesRead(dispatch, store.getState, push.data, viewerId);
      }),
      client.on(MESSAGING_REALTIME.presenceChanged, (data) => {
        const presence = PresenceChangedPushSchema.safeParse(data);
        if (active() && presence.success) presenceChanged(dispatch, presence.data);
      }),
      client.onResume(() => {
        if (active()) resumed(dispatch);
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      listeners.splice(listeners.indexOf(listener), 1);
    };
  }, [client, dispatch, store, viewerId]);
}
