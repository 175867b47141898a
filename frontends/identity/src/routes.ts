import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

/** Exposed as `identity/routes`: the pages this remote owns in spec 01's route table. */
const identityRoutes: RemoteRoutes = {
  routes: [
    { path: '/auth', access: 'signed-out', page: () => import('./auth-page/AuthPage') },
    {
      path: '/reset-password',
      access: 'public',
      page: () => import('./reset-password/ResetPasswordPage'),
    },
  ],
};

export default identityRoutes;
