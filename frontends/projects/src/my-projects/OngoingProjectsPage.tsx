import { ONGOING_PROJECT_STATUSES } from '@filmcollab/contracts/projects';
import { FilteredProjectsPage } from './FilteredProjectsPage';

/** `/ongoing-projects`: target of the Ongoing card (screen not shown in spec 03). */
export default function OngoingProjectsPage() {
  return (
    <FilteredProjectsPage
      title="Ongoing Projects"
      filter={(project) => ONGOING_PROJECT_STATUSES.includes(project.status)}
    />
  );
}
