import { useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './realtime-client';
import { useRealtimeClient } from './use-realtime-client';

/** `connecting` | `connected` | `reconnecting` | `disconnected`, for a connection dot or banner. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.onStatus, client.getStatus);
}
