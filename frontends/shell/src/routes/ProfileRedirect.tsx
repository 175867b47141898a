import { useAuth } from '@filmcollab/web-kit';
import { Navigate } from 'react-router';

/** `/profile`: a signed-in user goes to their own profile (behind the guard, so never anonymous). */
export function ProfileRedirect() {
  const { user } = useAuth();
  return <Navigate to={user ? `/user-profile/${user.id}` : '/auth'} replace />;
}
