import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskStatus,
  type WorkspaceSummary,
} from '@filmcollab/contracts/workspace';
import { humanize, personName } from '../display/format';

export const STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  review: 'Review',
  completed: 'Completed',
};

export const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
export const PRIORITY_OPTIONS = TASK_PRIORITIES.map((value) => ({ value, label: humanize(value) }));

export function memberOptions(summary: WorkspaceSummary) {
  return summary.members.map((m) => ({ value: m.id, label: personName(m) }));
}
