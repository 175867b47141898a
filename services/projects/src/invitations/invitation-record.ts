import type { INVITATION_STATUSES } from '@filmcollab/contracts';

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export interface InvitationRecord {
  id: string;
  projectId: string;
  inviterId: string;
  inviteeId: string;
  role: string;
  message: string | null;
  status: InvitationStatus;
  createdAt: Date;
  answeredAt: Date | null;
}
