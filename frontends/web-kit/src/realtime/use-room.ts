import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { RoomStatus } from './realtime-client';
import { useRealtimeClient } from './use-realtime-client';

export interface UseRoom {
  /** `joining`, `joined` or `forbidden`; undefined without a room. */
  status: RoomStatus | undefined;
  /** Sends `signal.<name>` to the room's other sockets (typing…); false when not joined. */
  signal: (name: `signal.${string}`, data?: unknown) => boolean;
}

/**
 * Joins the room (`conversation:{id}`, `project-chat:{id}`) while mounted, rejoining after
 * reconnects; frames of the room reach `useRealtimeEvent` handlers with `frame.room` set.
 * `null` joins nothing.
 */
export function useRoom(room: string | null): UseRoom {
  const client = useRealtimeClient();
  useEffect(() => (room ? client.joinRoom(room) : undefined), [client, room]);
  const status = useSyncExternalStore(client.onRoomStatus, () =>
    room ? client.getRoomStatus(room) : undefined,
  );
  const signal = useCallback(
    (name: `signal.${string}`, data?: unknown) => (room ? client.signal(room, name, data) : false),
    [client, room],
  );
  return { status, signal };
}
