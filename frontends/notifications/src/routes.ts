import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

/**
 * Exposed as `notifications/routes`: the header's notification bell and the page choosing which
 * notifications also come by e-mail.
 */
const notificationsRoutes: RemoteRoutes = {
  routes: [
    {
      path: '/notifications/settings',
      access: 'signed-in',
      page: () => import('./settings/NotificationSettingsPage'),
    },
  ],
  extensions: {
    'header.notifications': () => import('./bell/NotificationBell'),
  },
};

export default notificationsRoutes;
