import type { Project } from '@filmcollab/contracts/projects';
import { Button } from '@filmcollab/ui';
import { useSetOnExploreMutation } from '../api/projects-api';
import { errorToast, successToast } from '../common/toasts';

/** The creator's Edit, Post to Explore / Remove from Explore and Post Opportunity actions. */
export function CreatorActions({
  project,
  onEdit,
  onPostOpportunity,
}: {
  project: Project;
  onEdit: () => void;
  onPostOpportunity: () => void;
}) {
  const [setOnExplore, { isLoading }] = useSetOnExploreMutation();

  async function toggleExplore(onExplore: boolean) {
    const result = await setOnExplore({ projectId: project.id, onExplore });
    if (result.error) {
      errorToast(
        onExplore
          ? 'Failed to post project to explore page'
          : 'Failed to remove project from explore page',
      );
    } else {
      successToast(
        'Success',
        onExplore
          ? 'Project posted to Explore page for others to join!'
          : 'Project removed from Explore page',
      );
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={onEdit}>
        Edit Project
      </Button>
      {project.status === 'planning' && (
        <Button disabled={isLoading} onClick={() => void toggleExplore(true)}>
          Post to Explore Page
        </Button>
      )}
      {project.status === 'pre_production' && (
        <Button variant="secondary" disabled={isLoading} onClick={() => void toggleExplore(false)}>
          Remove from Explore
        </Button>
      )}
      <Button variant="secondary" onClick={onPostOpportunity}>
        Post Opportunity
      </Button>
    </>
  );
}
