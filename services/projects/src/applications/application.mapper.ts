import type { Person, ProjectApplication } from '@filmcollab/contracts';
import type { ApplicationRecord } from './application-record';

export function toProjectApplication(
  record: ApplicationRecord,
  person: Person,
): ProjectApplication {
  return {
    ...record,
    status: 'pending',
    createdAt: record.createdAt.toISOString(),
    person,
  };
}
