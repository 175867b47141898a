import type { Person, ProjectMember } from '@filmcollab/contracts';
import type { ProjectRecord } from '../projects/project-record';
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

/** Members as the project page lists them: the creator first, then by join date. */
export function present(
  project: ProjectRecord,
  records: MemberRecord[],
  person: (id: string) => Person,
): ProjectMember[] {
  const ordered = [
    ...records.filter((record) => record.userId === project.creatorId),
    ...records.filter((record) => record.userId !== project.creatorId),
  ];
  return ordered.map((record) => toProjectMember(record, person(record.userId), project.creatorId));
}
