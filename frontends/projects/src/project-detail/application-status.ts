import type { ProjectDetail } from '@filmcollab/contracts/projects';

export interface ApplicationStatus {
  /** The status word of the card. */
  label: string;
  /** What it means for the viewer. */
  detail: string;
  role: string | null;
  at: string;
}

/**
 * The applicant's status card (spec 02 §4, spec 03 §4): Pending while a live application exists,
 * else the latest audit action; a latest 'applied' without a live application means it is gone
 * (withdrawn) and the user may apply again. Nothing when the viewer never applied.
 */
export function applicationStatus(viewer: ProjectDetail['viewer']): ApplicationStatus | null {
  if (viewer.application) {
    return {
      label: 'Pending',
      detail: 'Your application is under review.',
      role: viewer.application.role,
      at: viewer.application.createdAt,
    };
  }
  const audit = viewer.latestAudit;
  if (!audit) return null;
  const base = { role: audit.role, at: audit.createdAt };
  switch (audit.action) {
    case 'accepted':
      return { ...base, label: 'Accepted', detail: 'Your application was accepted.' };
    case 'rejected':
      return { ...base, label: 'Rejected', detail: 'Your application was rejected.' };
    case 'removed_by_creator':
      return {
        ...base,
        label: 'Removed by creator',
        detail: 'The project creator removed you from the project.',
      };
    case 'left_voluntarily':
      return { ...base, label: 'Left project', detail: 'You left this project.' };
    case 'applied':
      return {
        ...base,
        label: 'No active application',
        detail: 'There is no active application. You may apply again.',
      };
  }
}
