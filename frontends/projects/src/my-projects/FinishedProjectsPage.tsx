import { FINISHED_PROJECT_STATUSES } from '@filmcollab/contracts/projects';
import { FilteredProjectsPage } from './FilteredProjectsPage';

/** `/finished-projects`: target of the Finished card (screen not shown in spec 03). */
export default function FinishedProjectsPage() {
  return (
    <FilteredProjectsPage
      title="Finished Projects"
      filter={(project) => FINISHED_PROJECT_STATUSES.includes(project.status)}
    />
  );
}
