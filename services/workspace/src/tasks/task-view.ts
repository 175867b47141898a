import type { Task, TaskDependency, WorkspacePerson } from '@filmcollab/contracts';
import type { TaskRecord } from './task.repository';

export interface TaskViewContext {
  people: Map<string, WorkspacePerson>;
  dependencies: readonly TaskDependency[];
  statusById: Map<string, TaskRecord['status']>;
  minutesByTask: Map<string, number>;
  subtaskCounts: Map<string, number>;
  /** Today's calendar day (UTC), `YYYY-MM-DD`. */
  today: string;
}

const BLOCKING_TYPES = new Set(['depends_on', 'blocks']);

/** The task as the board shows it: people joined, blocked and overdue worked out. */
export function toTaskView(record: TaskRecord, context: TaskViewContext): Task {
  const dependencies = context.dependencies.filter((d) => d.taskId === record.id);
  const blocked = dependencies.some(
    (d) =>
      BLOCKING_TYPES.has(d.dependencyType) &&
      context.statusById.has(d.dependsOnTaskId) &&
      context.statusById.get(d.dependsOnTaskId) !== 'completed',
  );
  const person = (id: string): WorkspacePerson =>
    context.people.get(id) ?? { id, username: null, fullName: null, profileImageUrl: null };
  return {
    id: record.id,
    projectId: record.projectId,
    title: record.title,
    description: record.description,
    priority: record.priority,
    status: record.status,
    assignedTo: record.assignedTo,
    assignee: record.assignedTo ? person(record.assignedTo) : null,
    createdBy: record.createdBy,
    creator: person(record.createdBy),
    dueDate: record.dueDate,
    estimatedHours: record.estimatedHours,
    actualHours: Math.round(((context.minutesByTask.get(record.id) ?? 0) / 60) * 100) / 100,
    parentTaskId: record.parentTaskId,
    dependencies,
    blocked,
    overdue:
      record.dueDate !== null && record.dueDate < context.today && record.status !== 'completed',
    subtaskCount: context.subtaskCounts.get(record.id) ?? 0,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
