import type { RequiredRole } from '@filmcollab/contracts';

export interface ApplicationRecord {
  id: string;
  projectId: string;
  userId: string;
  role: RequiredRole;
  message: string | null;
  opportunityId: string | null;
  createdAt: Date;
}
