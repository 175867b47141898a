import type { ProjectType } from '@filmcollab/contracts/projects';
import { cn } from '@filmcollab/ui';
import { BADGE_CLASSES } from './badge-classes';
import { PROJECT_TYPE_LABELS } from './labels';

export function TypeBadge({ type }: { type: ProjectType }) {
  return (
    <span className={cn(BADGE_CLASSES, 'bg-zinc-800 text-zinc-200 ring-zinc-600')}>
      {PROJECT_TYPE_LABELS[type]}
    </span>
  );
}
