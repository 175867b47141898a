import {
  FINISHED_PROJECT_STATUSES,
  ONGOING_PROJECT_STATUSES,
  PROJECT_LIMITS,
  type Project,
} from '@filmcollab/contracts/projects';

/** My Projects groupings (spec 03 §2): ongoing, finished, planning, and the first 6. */
export function groupProjects(projects: readonly Project[]) {
  return {
    ongoing: projects.filter((p) => ONGOING_PROJECT_STATUSES.includes(p.status)),
    finished: projects.filter((p) => FINISHED_PROJECT_STATUSES.includes(p.status)),
    planning: projects.filter((p) => p.status === 'planning'),
    firstShown: projects.slice(0, PROJECT_LIMITS.allProjectsShown),
  };
}
