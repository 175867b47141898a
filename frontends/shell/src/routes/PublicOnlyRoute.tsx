import { useAuth } from '@filmcollab/web-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** `/auth`: a signed-in user is sent to the hub. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <>{children}</>;
}
