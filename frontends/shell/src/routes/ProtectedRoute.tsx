import { Spinner } from '@filmcollab/ui';
import { rememberReturnPath, useAuth } from '@filmcollab/web-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTrackPageLoad } from '../remotes/page-loads';

/** Spec 01: the guard's spinner shows for at least this long after first render. */
export const GUARD_MIN_SPINNER_MS = 500;

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const [minimumElapsed, setMinimumElapsed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setMinimumElapsed(true), GUARD_MIN_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  const waiting = !minimumElapsed || status === 'loading';
  // The layout's extensions wait for the page, and this spinner is part of it.
  useTrackPageLoad(waiting);

  if (waiting) {
    return <Spinner className="min-h-[50vh]" />;
  }
  if (status === 'authenticated') return <>{children}</>;

  rememberReturnPath(location.pathname + location.search);
  return <Navigate to="/auth" replace />;
}
