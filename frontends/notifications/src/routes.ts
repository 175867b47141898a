import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

/** Exposed as `notifications/routes`: no pages of its own; the header's notification bell. */
const notificationsRoutes: RemoteRoutes = {
  routes: [],
  extensions: {
    'header.notifications': () => import('./bell/NotificationBell'),
  },
};

export default notificationsRoutes;
