import type { ReactNode } from 'react';
import type { AuthClient } from './auth-client';
import { AuthContext } from './AuthContext';

/** Mounted once by the shell; remotes read it through `useAuth()` (web-kit is a shared singleton). */
export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  return <AuthContext.Provider value={client}>{children}</AuthContext.Provider>;
}
