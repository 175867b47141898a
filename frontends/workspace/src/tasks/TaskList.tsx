import type { Task } from '@filmcollab/contracts/workspace';
import { formatDate, personName } from '../display/format';
import { TaskBadges } from './TaskBadges';
import { STATUS_LABELS } from './task-options';

/** The List View: one row per task, subtasks indented under their parent. */
export function TaskList({ tasks, onOpen }: { tasks: Task[]; onOpen: (task: Task) => void }) {
  const ordered = tasks
    .filter((t) => !t.parentTaskId || !tasks.some((p) => p.id === t.parentTaskId))
    .flatMap((t) => [t, ...tasks.filter((s) => s.parentTaskId === t.id)]);
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-zinc-400">
        <tr>
          <th className="py-2">Task</th>
          <th>Status</th>
          <th>Assignee</th>
          <th>Due</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((task) => (
          <tr key={task.id} className="border-t border-zinc-800">
            <td className={`py-2 ${task.parentTaskId ? 'pl-6' : ''}`}>
              <button
                type="button"
                className="text-left text-zinc-100 underline-offset-2 hover:underline"
                onClick={() => onOpen(task)}
              >
                {task.title}
              </button>
              <TaskBadges task={task} />
            </td>
            <td className="text-zinc-300">{STATUS_LABELS[task.status]}</td>
            <td className="text-zinc-300">{personName(task.assignee)}</td>
            <td className={task.overdue ? 'text-red-300' : 'text-zinc-300'}>
              {task.dueDate ? formatDate(task.dueDate) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
