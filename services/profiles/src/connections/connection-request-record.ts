import type { ConnectionRequestStatus } from '@filmcollab/contracts';

export interface ConnectionRequestRecord {
  id: string;
  senderId: string;
  receiverId: string;
  status: ConnectionRequestStatus;
  createdAt: Date;
  respondedAt: Date | null;
}
