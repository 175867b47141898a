import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

/**
 * Exposed as `projects/routes`: the projects pages of spec 03's route table. /projects and
 * /project/:id are public: signed-out visitors see the sign-in prompt or the project with a
 * log-in prompt.
 */
const projectsRoutes: RemoteRoutes = {
  routes: [
    { path: '/projects', access: 'public', page: () => import('./my-projects/MyProjectsPage') },
    {
      path: '/ongoing-projects',
      access: 'signed-in',
      page: () => import('./my-projects/OngoingProjectsPage'),
    },
    {
      path: '/finished-projects',
      access: 'signed-in',
      page: () => import('./my-projects/FinishedProjectsPage'),
    },
    {
      path: '/create-project',
      access: 'signed-in',
      page: () => import('./create-project/CreateProjectPage'),
    },
    { path: '/project/:id', access: 'public', page: () => import('./project-detail/ProjectPage') },
    { path: '/invite', access: 'signed-in', page: () => import('./invite/InvitePage') },
    {
      path: '/requirements',
      access: 'signed-in',
      page: () => import('./opportunities/OpportunitiesPage'),
    },
    {
      path: '/requirements/:id',
      access: 'signed-in',
      page: () => import('./opportunities/OpportunityPage'),
    },
  ],
};

export default projectsRoutes;
