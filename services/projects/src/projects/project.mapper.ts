import type { Project } from '@filmcollab/contracts';
import type { ProjectRecord } from './project-record';

export function toProject(record: ProjectRecord): Project {
  return {
    ...record,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
