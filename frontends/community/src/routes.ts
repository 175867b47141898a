import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

/**
 * Exposed as `community/routes`: a post's own page, the hub's Community tab and its 'Invite
 * Friends to Join' button (the hub page itself is the shell's).
 */
const communityRoutes: RemoteRoutes = {
  routes: [
    {
      path: '/community/posts/:postId',
      access: 'signed-in',
      page: () => import('./post-page/PostPage'),
    },
  ],
  extensions: {
    'hub.community': () => import('./hub/CommunityTab'),
    'hub.inviteFriends': () => import('./invites/InviteFriendsButton'),
  },
};

export default communityRoutes;
