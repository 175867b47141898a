import type { ProjectStatus } from '@filmcollab/contracts/projects';
import { cn } from '@filmcollab/ui';
import { BADGE_CLASSES } from './badge-classes';
import { PROJECT_STATUS_LABELS, STATUS_BADGE_CLASSES } from './labels';

export function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span className={cn(BADGE_CLASSES, STATUS_BADGE_CLASSES[status])}>
      {PROJECT_STATUS_LABELS[status]}
    </span>
  );
}
