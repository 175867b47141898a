import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import { getRealtimeClient } from './realtime-connection';
import type { RealtimeClient } from './realtime-client';

/** The tab's realtime client, connected while the user is signed in (the first hook connects it). */
export function useRealtimeClient(): RealtimeClient {
  const { status, client: auth } = useAuth();
  const realtime = getRealtimeClient();
  useEffect(() => {
    if (status === 'authenticated') realtime.start(auth);
    else if (status === 'anonymous') realtime.stop();
  }, [status, auth, realtime]);
  return realtime;
}
