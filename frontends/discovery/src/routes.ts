import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

/** Exposed as `discovery/routes`: the hub's Discovery and My Space tabs (no pages of its own). */
const discoveryRoutes: RemoteRoutes = {
  routes: [],
  extensions: {
    'hub.discovery': () => import('./discovery/DiscoveryTab'),
    'hub.myspace': () => import('./myspace/MySpaceTab'),
  },
};

export default discoveryRoutes;
