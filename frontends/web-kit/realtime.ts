// `@filmcollab/web-kit/realtime`: the tab's one realtime socket and its hooks
// (docs/architecture.md § Realtime). An entry point of its own, a module-federation shared module
// the shell provides: it and the realtime contracts load with the first remote that uses them
// (the header's bell, a chat), after the page is ready, not with every page's web-kit.
export {
  RealtimeClient,
  type RealtimeAuth,
  type RealtimeClientOptions,
  type RealtimeHandler,
  type RealtimeStatus,
  type RoomStatus,
  type WebSocketLike,
} from './src/realtime/realtime-client';
export { getRealtimeClient, setRealtimeClient } from './src/realtime/realtime-connection';
export { reconnectDelayMs } from './src/realtime/realtime-backoff';
export { useRealtimeClient } from './src/realtime/use-realtime-client';
export { useRealtimeStatus } from './src/realtime/use-realtime-status';
export { useRealtimeEvent, useRealtimeResume } from './src/realtime/use-realtime-event';
export { useRoom, type UseRoom } from './src/realtime/use-room';
