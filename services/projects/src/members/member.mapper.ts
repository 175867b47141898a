import type { Person, ProjectMember } from '@filmcollab/contracts';
import type { MemberRecord } from './member-record';

export function toProjectMember(
  record: MemberRecord,
  person: Person,
  creatorId: string,
): ProjectMember {
  return {
    id: record.id,
    projectId: record.projectId,
    userId: record.userId,
    role: record.role,
    status: 'active',
    joinedAt: record.joinedAt.toISOString(),
    invitedBy: record.invitedBy,
    isCreator: record.userId === creatorId,
    person,
  };
}
