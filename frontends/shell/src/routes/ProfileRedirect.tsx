import { Spinner } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { Navigate } from 'react-router';

/**
 * The redirect screen (`/profile`): a signed-in user goes to their own profile, a
 * signed-out visitor to /auth; both replace the history entry.
 */
export function ProfileRedirect() {
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner className="min-h-[50vh]" />;
  if (user) return <Navigate to={`/user-profile/${encodeURIComponent(user.id)}`} replace />;
  return <Navigate to="/auth" replace />;
}
