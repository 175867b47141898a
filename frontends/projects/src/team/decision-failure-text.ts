import { ProjectsErrors } from '@filmcollab/contracts/projects';
import { errorBodyOf, errorMessage, hasErrorCode } from '@filmcollab/web-kit';
import { isUnauthorized } from '../common/is-unauthorized';

/**
 * The toast for a failed Accept or Reject (spec 03 §8 "Application handling toasts"). An
 * unexplained failure (no error body, or a server fault) is logged for the console's reader.
 */
export function decisionFailureText(error: unknown): string {
  if (isUnauthorized(error)) return 'Authentication required to update application';
  if (hasErrorCode(error, ProjectsErrors.ALREADY_MEMBER)) {
    return `Failed to add member to project: ${errorMessage(error, '')}`;
  }
  if (hasErrorCode(error, ProjectsErrors.APPLICATION_NOT_FOUND)) {
    return `Failed to remove application record: ${errorMessage(error, '')}`;
  }
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (errorBodyOf(error) && typeof status === 'number' && status < 500) {
    return 'An error occurred while updating the application';
  }
  console.error('Updating the application failed', error);
  return 'Failed to update application - check console logs';
}
