import { useContext, useSyncExternalStore } from 'react';
import type { AuthClient, AuthState } from './auth-client';
import { AuthContext } from './AuthContext';

export interface UseAuth extends AuthState {
  client: AuthClient;
}

export function useAuth(): UseAuth {
  const client = useContext(AuthContext);
  if (!client) throw new Error('useAuth() needs <AuthProvider> (mounted by the shell)');
  const state = useSyncExternalStore(client.subscribe, client.getState);
  return { ...state, client };
}
