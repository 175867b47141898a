import { REALTIME_PATH } from '@filmcollab/contracts/realtime';
import { RealtimeClient } from './realtime-client';

let client: RealtimeClient | null = null;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
}

/**
 * The tab's one realtime client. web-kit is a module-federation singleton, so the shell and every
 * remote get this same instance; the hooks start it while someone is signed in.
 */
export function getRealtimeClient(): RealtimeClient {
  client ??= new RealtimeClient({ url: defaultUrl() });
  return client;
}

/** For tests: use this client (a fake socket) instead, or `null` to drop it. */
export function setRealtimeClient(next: RealtimeClient | null): void {
  client?.stop();
  client = next;
}
