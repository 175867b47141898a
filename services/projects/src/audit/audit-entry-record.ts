import type { AuditAction } from '@filmcollab/contracts';

export interface AuditEntryRecord {
  id: string;
  projectId: string;
  userId: string;
  createdBy: string;
  action: AuditAction;
  role: string | null;
  message: string | null;
  createdAt: Date;
}

export type NewAuditEntry = Omit<AuditEntryRecord, 'id' | 'createdAt'>;
