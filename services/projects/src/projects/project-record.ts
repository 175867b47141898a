import type { BudgetRange, ProjectStatus, ProjectType, RequiredRole } from '@filmcollab/contracts';

export interface ProjectRecord {
  id: string;
  creatorId: string;
  title: string;
  description: string | null;
  projectType: ProjectType;
  status: ProjectStatus;
  budgetRange: BudgetRange | null;
  location: string | null;
  startDate: string | null;
  endDate: string | null;
  requiredRoles: RequiredRole[];
  createdAt: Date;
  updatedAt: Date;
}

/** The editable details of a project (what creation sets besides creator and status). */
export type ProjectDetails = Omit<
  ProjectRecord,
  'id' | 'creatorId' | 'status' | 'createdAt' | 'updatedAt'
>;
