import { skipToken } from '@filmcollab/web-kit';
import { useParams } from 'react-router';
import { useProfileByIdQuery } from '../api/profiles-api';
import { ProfileScreen } from './ProfileScreen';

/** `/user-profile/:userId` and `/user/:userId`: a page of `profiles/routes`. */
export default function ProfilePage() {
  const { userId } = useParams();
  const query = useProfileByIdQuery(userId || skipToken);
  return <ProfileScreen query={query} missing={!userId} />;
}
