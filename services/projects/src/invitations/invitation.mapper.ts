import type { Person, ProjectInvitation } from '@filmcollab/contracts';
import type { InvitationRecord } from './invitation-record';

export function toProjectInvitation(
  record: InvitationRecord,
  projectTitle: string,
  person: (id: string) => Person,
): ProjectInvitation {
  return {
    id: record.id,
    projectId: record.projectId,
    projectTitle,
    inviterId: record.inviterId,
    inviteeId: record.inviteeId,
    role: record.role,
    message: record.message,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    inviter: person(record.inviterId),
    invitee: person(record.inviteeId),
  };
}
