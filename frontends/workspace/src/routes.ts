import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

const workspacePage = () => import('./dashboard/WorkspacePage');

/**
 * Exposed as `workspace/routes`: spec 03's collaboration dashboard. Without a project id it says
 * which project is missing rather than showing the 404 page. It also fills `project.workspace`, the
 * same workspace inside the project page.
 */
const workspaceRoutes: RemoteRoutes = {
  routes: [
    { path: '/collaboration', access: 'signed-in', page: workspacePage },
    { path: '/collaboration/:projectId', access: 'signed-in', page: workspacePage },
  ],
  extensions: {
    'project.workspace': () => import('./dashboard/ProjectWorkspace'),
  },
};

export default workspaceRoutes;
