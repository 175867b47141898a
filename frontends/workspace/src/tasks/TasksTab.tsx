import type { Task, TaskStatus, WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { Button, Card, SelectField, Spinner } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import { useState } from 'react';
import { useTasksQuery, useUpdateTaskMutation } from '../api/workspace-api';
import { errorToast } from '../display/toasts';
import { CreateTaskDialog } from './CreateTaskDialog';
import { KanbanBoard } from './KanbanBoard';
import { TaskDetailDialog } from './TaskDetailDialog';
import { TaskList } from './TaskList';
import { memberOptions, STATUS_OPTIONS } from './task-options';

const ALL = 'all';

/** Tasks: List View and Kanban Board, status and assignee filters, create and detail dialogs. */
export function TasksTab({ projectId, summary }: { projectId: string; summary: WorkspaceSummary }) {
  const tasks = useTasksQuery(projectId);
  const [update] = useUpdateTaskMutation();
  const [view, setView] = useState<'list' | 'board'>('list');
  const [status, setStatus] = useState(ALL);
  const [assignee, setAssignee] = useState(ALL);
  const [creating, setCreating] = useState(false);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const canWork = summary.access !== 'view';

  const all = tasks.data ?? [];
  const shown = all.filter(
    (t) =>
      (status === ALL || t.status === status) &&
      (assignee === ALL ||
        (assignee === 'none' ? t.assignedTo === null : t.assignedTo === assignee)),
  );
  const move = async (task: Task, next: TaskStatus) => {
    const result = await update({ projectId, taskId: task.id, body: { status: next } });
    if ('error' in result) errorToast(errorMessage(result.error, 'Failed to update task'));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Task view" className="flex gap-1">
          <Button
            type="button"
            variant={view === 'list' ? 'primary' : 'secondary'}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            List View
          </Button>
          <Button
            type="button"
            variant={view === 'board' ? 'primary' : 'secondary'}
            aria-pressed={view === 'board'}
            onClick={() => setView('board')}
          >
            Kanban Board
          </Button>
        </div>
        <div className="w-44">
          <SelectField
            id="filter-status"
            label="Status filter"
            value={status}
            onValueChange={setStatus}
            options={[{ value: ALL, label: 'All statuses' }, ...STATUS_OPTIONS]}
          />
        </div>
        <div className="w-52">
          <SelectField
            id="filter-assignee"
            label="Assignee filter"
            value={assignee}
            onValueChange={setAssignee}
            options={[
              { value: ALL, label: 'Everyone' },
              { value: 'none', label: 'Unassigned' },
              ...memberOptions(summary),
            ]}
          />
        </div>
        {canWork && (
          <Button type="button" className="ml-auto" onClick={() => setCreating(true)}>
            New task
          </Button>
        )}
      </div>
      {tasks.isLoading ? (
        <Spinner />
      ) : tasks.isError ? (
        <Card role="alert" className="flex items-center justify-between">
          <p className="text-zinc-300">Failed to load tasks</p>
          <Button variant="secondary" onClick={() => void tasks.refetch()}>
            Try again
          </Button>
        </Card>
      ) : all.length === 0 ? (
        <Card>
          <p className="text-zinc-300">No tasks yet.{canWork ? ' Create the first one.' : ''}</p>
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          <p className="text-zinc-300">No tasks match these filters.</p>
        </Card>
      ) : view === 'list' ? (
        <TaskList tasks={shown} onOpen={(t) => setOpenTaskId(t.id)} />
      ) : (
        <KanbanBoard
          tasks={shown}
          canMove={canWork}
          onMove={(t, s) => void move(t, s)}
          onOpen={(t) => setOpenTaskId(t.id)}
        />
      )}
      {creating && (
        <CreateTaskDialog
          projectId={projectId}
          summary={summary}
          tasks={all}
          open={creating}
          onOpenChange={setCreating}
        />
      )}
      {openTaskId && (
        <TaskDetailDialog
          projectId={projectId}
          summary={summary}
          taskId={openTaskId}
          tasks={all}
          onClose={() => setOpenTaskId(null)}
        />
      )}
    </div>
  );
}
