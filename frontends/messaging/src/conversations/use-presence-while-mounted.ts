import { useAuth } from '@filmcollab/web-kit';
import { useEffect } from 'react';
import { useSetPresenceMutation } from '../api/messaging-api';

/**
 * Spec 01 §4: online on entering messaging, offline on leaving — also when the tab closes, with a
 * request that outlives the page (`keepalive`).
 */
export function usePresenceWhileMounted(): void {
  const [setPresence] = useSetPresenceMutation();
  const { client, status } = useAuth();
  useEffect(() => {
    if (status !== 'authenticated') return undefined;
    void setPresence('online');
    const leave = () => {
      const token = client.getToken();
      if (!token) return;
      void fetch('/api/messaging/presence', {
        method: 'PUT',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ status: 'offline' }),
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      void setPresence('offline');
    };
  }, [client, status, setPresence]);
}
