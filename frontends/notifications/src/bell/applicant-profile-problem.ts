import { isNotFound } from '@filmcollab/web-kit';

/** Spec 01 §8 "Notifications to applications": why an applicant's profile cannot be shown. */
export function applicantProfileProblem(error: unknown): string {
  if (isNotFound(error)) return 'Unable to find applicant profile.';
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (status === 401 || status === 403) return 'Permission Error';
  return 'An unexpected error occurred. Please try again.';
}
