import type { BudgetRange, OpportunityCategory, RequiredRole } from '@filmcollab/contracts';

export interface OpportunityRecord {
  id: string;
  projectId: string;
  creatorId: string;
  title: string;
  description: string | null;
  category: OpportunityCategory;
  role: RequiredRole;
  location: string | null;
  durationMinutes: number | null;
  budgetRange: BudgetRange | null;
  genre: string | null;
  languages: string[];
  expiresAt: Date | null;
  createdAt: Date;
}

export type NewOpportunity = Omit<OpportunityRecord, 'id' | 'createdAt'>;

export function isLive(opportunity: OpportunityRecord, now: Date): boolean {
  return opportunity.expiresAt === null || opportunity.expiresAt.getTime() > now.getTime();
}
