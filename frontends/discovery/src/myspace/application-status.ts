import type { ProjectDetail } from '@filmcollab/contracts/projects';

const AUDIT_LABELS = {
  applied: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  removed_by_creator: 'Removed by creator',
  left_voluntarily: 'Left project',
} as const;

/**
 * The applicant's status card (spec 02 §4): Pending while an application is live, else the latest
 * audit action; an 'applied' record without a live application means none is active any more.
 */
export function applicationStatusText(viewer: ProjectDetail['viewer']): string {
  if (viewer.application) return 'Pending';
  const audit = viewer.latestAudit;
  if (!audit) return viewer.membership ? 'Member' : 'You have not applied to this project.';
  if (audit.action === 'applied') {
    return 'You have no active application for this project. You can apply again.';
  }
  return AUDIT_LABELS[audit.action];
}
