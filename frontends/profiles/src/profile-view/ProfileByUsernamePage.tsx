import { skipToken } from '@filmcollab/web-kit';
import { useParams } from 'react-router';
import { useProfileByUsernameQuery } from '../api/profiles-api';
import { ProfileScreen } from './ProfileScreen';

/** `/user/username/:username` (from an @mention): a page of `profiles/routes`. */
export default function ProfileByUsernamePage() {
  const { username } = useParams();
  const query = useProfileByUsernameQuery(username || skipToken);
  return <ProfileScreen query={query} missing={!username} />;
}
