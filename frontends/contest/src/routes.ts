import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

/**
 * Exposed as `contest/routes`: spec 01's public contest pages, film submission, and the hub's
 * Film Contest tab.
 */
const contestRoutes: RemoteRoutes = {
  routes: [
    { path: '/contest', access: 'public', page: () => import('./promo/ContestPage') },
    {
      path: '/contest/submit',
      access: 'signed-in',
      page: () => import('./submit/SubmitFilmPage'),
    },
    {
      path: '/submitted-films',
      access: 'public',
      page: () => import('./gallery/SubmittedFilmsPage'),
    },
  ],
  extensions: {
    'hub.contest': () => import('./hub/ContestTab'),
  },
};

export default contestRoutes;
