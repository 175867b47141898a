import { useEffect, useRef } from 'react';
import type { ServerFrame } from '@filmcollab/contracts/realtime';
import { useRealtimeClient } from './use-realtime-client';

/**
 * Calls `handler(data, frame)` for every frame of this type while mounted — typically
 * `dispatch(api.util.updateQueryData(…))` after parsing `data` with the type's contracts schema.
 * The latest handler is used without resubscribing.
 */
export function useRealtimeEvent(
  type: string,
  handler: (data: unknown, frame: ServerFrame) => void,
): void {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client.on(type, (data, frame) => latest.current(data, frame)), [client, type]);
}

/**
 * Calls `callback` each time the socket is back after a disconnection: deliveries are not
 * replayed, so refetch (e.g. an RTK Query `refetch` or `invalidateTags`).
 */
export function useRealtimeResume(callback: () => void): void {
  const client = useRealtimeClient();
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => client.onResume(() => latest.current()), [client]);
}
