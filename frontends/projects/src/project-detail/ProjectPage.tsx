import { errorBodyOf, isNotFound, skipToken } from '@filmcollab/web-kit';
import { useParams } from 'react-router';
import { useProjectDetailQuery } from '../api/projects-api';
import { ProjectLoadFailed } from './ProjectLoadFailed';
import { ProjectNotFound } from './ProjectNotFound';
import { ProjectScreen } from './ProjectScreen';
import { ProjectSkeleton } from './ProjectSkeleton';

/** Why a load failed, for 'Failed to load project: {message}'. */
function failureReason(error: unknown): string {
  const body = errorBodyOf(error);
  if (body) return body.message;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return typeof error.status === 'number' ? `HTTP ${error.status}` : 'Network error';
  }
  return 'Unknown error';
}

/** `/project/:id` (public): the project, its team and what the viewer may do. */
export default function ProjectPage() {
  const { id } = useParams();
  const { data, error, isError, isLoading, refetch } = useProjectDetailQuery(id || skipToken);

  if (!id || (isError && isNotFound(error))) return <ProjectNotFound />;
  if (isError) {
    return <ProjectLoadFailed reason={failureReason(error)} onRetry={() => void refetch()} />;
  }
  if (isLoading || !data) return <ProjectSkeleton />;
  return <ProjectScreen detail={data} />;
}
