import type { Task, WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { Button, SelectField, Spinner, TextField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { errorMessage, useAuth } from '@filmcollab/web-kit';
import {
  useAutoAssignMutation,
  useDeleteTaskMutation,
  useTaskDetailQuery,
  useUpdateTaskMutation,
} from '../api/workspace-api';
import { formatDate, formatDateTime, humanize, personName } from '../display/format';
import { errorToast, successToast } from '../display/toasts';
import { TaskComments } from './TaskComments';
import { TaskDependencies } from './TaskDependencies';
import { TaskEditForm } from './TaskEditForm';
import { memberOptions, PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-options';
import { TimeTracker } from './TimeTracker';

export interface TaskDetailDialogProps {
  projectId: string;
  summary: WorkspaceSummary;
  taskId: string;
  tasks: Task[];
  onClose: () => void;
}

/**
 * A task's detail: title, description and estimate, status, priority, due date, assignee,
 * dependencies, subtasks, time, comments and activity.
 */
export function TaskDetailDialog({
  projectId,
  summary,
  taskId,
  tasks,
  onClose,
}: TaskDetailDialogProps) {
  const { user } = useAuth();
  const detail = useTaskDetailQuery({ projectId, taskId });
  const [update] = useUpdateTaskMutation();
  const [autoAssign] = useAutoAssignMutation();
  const [remove] = useDeleteTaskMutation();
  const canWork = summary.access !== 'view';
  const manager = summary.access === 'manage';
  const data = detail.data;

  const change = async (body: Parameters<typeof update>[0]['body']) => {
    const result = await update({ projectId, taskId, body });
    if ('error' in result) errorToast(errorMessage(result.error, 'Failed to update task'));
  };
  const assignAutomatically = async () => {
    const result = await autoAssign({ projectId, taskId });
    if ('error' in result) errorToast(errorMessage(result.error, 'Failed to assign task'));
  };
  const deleteTask = async () => {
    const result = await remove({ projectId, taskId });
    if ('error' in result) return errorToast(errorMessage(result.error, 'Failed to delete task'));
    successToast('Task deleted successfully');
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={data?.task.title ?? 'Task'}
      scope="workspace"
      className="max-w-2xl"
    >
      {detail.isLoading && <Spinner />}
      {detail.isError && <p role="alert">Failed to load tasks</p>}
      {data && (
        <div className="flex flex-col gap-5">
          {canWork ? (
            <TaskEditForm key={data.task.id} projectId={projectId} task={data.task} />
          ) : (
            data.task.description && <p className="text-zinc-300">{data.task.description}</p>
          )}
          <p className="text-sm text-zinc-400">
            {humanize(data.task.priority)} priority · created by {personName(data.task.creator)}
            {data.task.dueDate && ` · due ${formatDate(data.task.dueDate)}`}
            {data.task.overdue && <span className="text-red-300"> · Overdue</span>}
            {data.task.estimatedHours !== null && ` · estimate ${data.task.estimatedHours}h`}
          </p>
          <div className="grid grid-cols-2 gap-3">
            {canWork ? (
              <>
                <SelectField
                  id="detail-status"
                  label="Status"
                  value={data.task.status}
                  onValueChange={(status) => void change({ status: status as Task['status'] })}
                  options={STATUS_OPTIONS}
                />
                <SelectField
                  id="detail-priority"
                  label="Priority"
                  value={data.task.priority}
                  onValueChange={(priority) =>
                    void change({ priority: priority as Task['priority'] })
                  }
                  options={PRIORITY_OPTIONS}
                />
                <TextField
                  id="detail-due"
                  label="Due date"
                  type="date"
                  value={data.task.dueDate ?? ''}
                  onValueChange={(dueDate) => void change({ dueDate: dueDate || null })}
                />
                <SelectField
                  id="detail-assignee"
                  label="Assignee"
                  value={data.task.assignedTo ?? ''}
                  onValueChange={(id) => void change({ assignedTo: id || null })}
                  options={[{ value: '', label: 'Unassigned' }, ...memberOptions(summary)]}
                />
              </>
            ) : (
              <p className="text-sm text-zinc-300">Assignee: {personName(data.task.assignee)}</p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {manager && (
              <Button type="button" variant="secondary" onClick={() => void assignAutomatically()}>
                Auto-assign
              </Button>
            )}
            {(manager || (canWork && data.task.createdBy === user?.id)) && (
              <Button type="button" variant="ghost" onClick={() => void deleteTask()}>
                Delete task
              </Button>
            )}
          </div>
          <TaskDependencies
            projectId={projectId}
            task={data.task}
            tasks={tasks}
            canWork={canWork}
          />
          {data.subtasks.length > 0 && (
            <section aria-labelledby="subtasks-heading">
              <h3 id="subtasks-heading" className="font-medium text-zinc-200">
                Subtasks
              </h3>
              <ul className="text-sm text-zinc-300">
                {data.subtasks.map((s) => (
                  <li key={s.id}>
                    {s.title} — {humanize(s.status)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <TimeTracker projectId={projectId} detail={data} canWork={canWork} />
          <TaskComments projectId={projectId} detail={data} canWork={canWork} />
          <section aria-labelledby="activity-heading">
            <h3 id="activity-heading" className="font-medium text-zinc-200">
              Activity
            </h3>
            <ul className="flex flex-col gap-1 text-sm text-zinc-400">
              {data.activity.map((entry) => (
                <li key={entry.id}>
                  {personName(entry.actor)}: {entry.description} · {formatDateTime(entry.createdAt)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Dialog>
  );
}
