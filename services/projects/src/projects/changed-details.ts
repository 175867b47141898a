import type { UpdateProjectRequest } from '@filmcollab/contracts';
import type { ProjectDetails } from './project-record';

/** The fields of an edit that differ from the project: absent ones keep their value, null clears. */
export function changedDetails(
  current: ProjectDetails,
  request: UpdateProjectRequest,
): Partial<ProjectDetails> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(request)) {
    if (value === undefined) continue;
    if (JSON.stringify(current[field as keyof ProjectDetails]) !== JSON.stringify(value)) {
      changes[field] = value;
    }
  }
  return changes as Partial<ProjectDetails>;
}
