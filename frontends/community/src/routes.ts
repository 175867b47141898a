import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

/**
 * Exposed as `community/routes`: the hub's Community tab and its 'Invite Friends to Join' button
 * (the hub page itself is the shell's).
 */
const communityRoutes: RemoteRoutes = {
  routes: [],
  extensions: {
    'hub.community': () => import('./hub/CommunityTab'),
    'hub.inviteFriends': () => import('./invites/InviteFriendsButton'),
  },
};

export default communityRoutes;
