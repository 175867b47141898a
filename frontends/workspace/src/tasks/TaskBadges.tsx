import type { Task } from '@filmcollab/contracts/workspace';
import { humanize } from '../display/format';

const PRIORITY_CLASSES: Record<Task['priority'], string> = {
  low: 'bg-zinc-700 text-zinc-200',
  medium: 'bg-sky-900 text-sky-200',
  high: 'bg-orange-900 text-orange-200',
  urgent: 'bg-red-900 text-red-200',
};

/** Priority, and the overdue and blocked marks. */
export function TaskBadges({ task }: { task: Task }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`rounded px-1.5 py-0.5 text-xs ${PRIORITY_CLASSES[task.priority]}`}>
        {humanize(task.priority)}
      </span>
      {task.overdue && (
        <span className="rounded bg-red-950 px-1.5 py-0.5 text-xs text-red-300">Overdue</span>
      )}
      {task.blocked && (
        <span className="rounded bg-zinc-800 px-1.5 py-0.5 text-xs text-amber-300">Blocked</span>
      )}
    </span>
  );
}
