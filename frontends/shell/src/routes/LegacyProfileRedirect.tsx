import { Navigate, useParams } from 'react-router';

/** `/profile/{userId}` redirects to `/user-profile/{userId}`. */
export function LegacyProfileRedirect() {
  const { userId = '' } = useParams();
  return <Navigate to={`/user-profile/${encodeURIComponent(userId)}`} replace />;
}
