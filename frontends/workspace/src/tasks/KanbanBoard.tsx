import { TASK_STATUSES, type Task, type TaskStatus } from '@filmcollab/contracts/workspace';
import { type DragEvent, type KeyboardEvent, useId, useState } from 'react';
import { personName } from '../display/format';
import { TaskBadges } from './TaskBadges';
import { STATUS_LABELS } from './task-options';

export interface KanbanBoardProps {
  tasks: Task[];
  /** Whether the user may move cards (viewers may not). */
  canMove: boolean;
  onMove: (task: Task, status: TaskStatus) => void;
  onOpen: (task: Task) => void;
}

/**
 * The Kanban Board: four columns; cards are dragged between them, or moved with the keyboard
 * (focus a card, Alt + ← / → moves it one column; Enter opens it).
 */
export function KanbanBoard({ tasks, canMove, onMove, onOpen }: KanbanBoardProps) {
  const help = useId();
  const [over, setOver] = useState<TaskStatus | null>(null);

  const move = (task: Task, step: -1 | 1) => {
    const next = TASK_STATUSES[TASK_STATUSES.indexOf(task.status) + step];
    if (next) onMove(task, next);
  };
  const onKeyDown = (task: Task) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') onOpen(task);
    if (!canMove || !event.altKey) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(task, 1);
    }
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(task, -1);
    }
  };
  const onDrop = (status: TaskStatus) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const task = tasks.find((t) => t.id === event.dataTransfer.getData('text/plain'));
    if (task && task.status !== status) onMove(task, status);
  };

  return (
    <div className="grid gap-3 md:grid-cols-4">
      <p id={help} className="sr-only">
        {canMove
          ? 'Press Alt and the left or right arrow to move the task to another column. '
          : ''}
        Press Enter to open it.
      </p>
      {TASK_STATUSES.map((status) => {
        const column = tasks.filter((t) => t.status === status);
        return (
          <section
            key={status}
            aria-label={STATUS_LABELS[status]}
            onDragOver={(event) => {
              if (!canMove) return;
              event.preventDefault();
              setOver(status);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={onDrop(status)}
            className={`flex min-h-40 flex-col gap-2 rounded-lg border p-2 ${
              over === status ? 'border-amber-400' : 'border-zinc-800'
            } bg-zinc-900/60`}
          >
            <h3 className="flex justify-between text-sm font-medium text-zinc-300">
              {STATUS_LABELS[status]} <span className="text-zinc-500">{column.length}</span>
            </h3>
            <ul className="flex flex-col gap-2">
              {column.map((task) => (
                <li
                  key={task.id}
                  tabIndex={0}
                  draggable={canMove}
                  aria-describedby={help}
                  aria-label={`${task.title}, ${STATUS_LABELS[status]}`}
                  onDragStart={(event) => event.dataTransfer.setData('text/plain', task.id)}
                  onKeyDown={onKeyDown(task)}
                  onClick={() => onOpen(task)}
                  className="cursor-pointer rounded-md border border-zinc-700 bg-zinc-950 p-2 text-sm focus-visible:outline-2 focus-visible:outline-amber-400"
                >
                  <span className="block text-zinc-100">{task.title}</span>
                  <span className="block text-xs text-zinc-400">{personName(task.assignee)}</span>
                  <TaskBadges task={task} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
