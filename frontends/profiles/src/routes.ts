import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

const profilePage = () => import('./profile-view/ProfilePage');

/**
 * Exposed as `profiles/routes`: the pages this remote owns in spec 01's route table and the
 * layout's feedback dialog.
 */
const profilesRoutes: RemoteRoutes = {
  routes: [
    { path: '/feedback', access: 'signed-in', page: () => import('./feedback/FeedbackPage') },
    {
      path: '/profile/edit',
      access: 'signed-in',
      layout: false,
      page: () => import('./profile-edit/ProfileEditPage'),
    },
    { path: '/user-profile/:userId', access: 'signed-in', page: profilePage },
    { path: '/user/:userId', access: 'signed-in', page: profilePage },
    {
      path: '/user/username/:username',
      access: 'signed-in',
      page: () => import('./profile-view/ProfileByUsernamePage'),
    },
  ],
  extensions: {
    'layout.feedbackDialog': () => import('./feedback/FeedbackDialog'),
  },
};

export default profilesRoutes;
