import type { DependencyType, Task } from '@filmcollab/contracts/workspace';
import { Button, SelectField } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import { useState } from 'react';
import {
  useAddTaskDependencyMutation,
  useRemoveTaskDependencyMutation,
} from '../api/workspace-api';
import { DependencyTypeField } from '../display/DependencyTypeField';
import { humanize } from '../display/format';
import { errorToast, successToast } from '../display/toasts';

/** The Dependencies selector: what this task depends on; itself and existing ones are not offered. */
export function TaskDependencies({
  projectId,
  task,
  tasks,
  canWork,
}: {
  projectId: string;
  task: Task;
  tasks: Task[];
  canWork: boolean;
}) {
  const [target, setTarget] = useState('');
  const [type, setType] = useState<DependencyType>('depends_on');
  const [add] = useAddTaskDependencyMutation();
  const [remove] = useRemoveTaskDependencyMutation();
  const title = (id: string) => tasks.find((t) => t.id === id)?.title ?? 'A deleted task';
  const candidates = tasks.filter(
    (t) => t.id !== task.id && !task.dependencies.some((d) => d.dependsOnTaskId === t.id),
  );

  const addDependency = async () => {
    if (!target) return;
    const result = await add({
      projectId,
      taskId: task.id,
      body: { dependsOnTaskId: target, dependencyType: type },
    });
    if ('error' in result) {
      const message = errorMessage(result.error, '');
      errorToast(
        /circular/i.test(message)
          ? 'Cannot create circular dependency'
          : 'Failed to add or remove dependency',
      );
      return;
    }
    successToast('Dependency added successfully');
    setTarget('');
    setType('depends_on');
  };
  const removeDependency = async (dependencyId: string) => {
    const result = await remove({ projectId, taskId: task.id, dependencyId });
    if ('error' in result) errorToast('Failed to add or remove dependency');
    else successToast('Dependency removed successfully');
  };

  return (
    <section aria-labelledby="deps-heading" className="flex flex-col gap-2">
      <h3 id="deps-heading" className="font-medium text-zinc-200">
        Dependencies {task.blocked && <span className="text-sm text-amber-300">(blocked)</span>}
      </h3>
      {task.dependencies.length === 0 ? (
        <p className="text-sm text-zinc-400">This task depends on nothing.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {task.dependencies.map((dependency) => (
            <li key={dependency.id} className="flex items-center justify-between">
              <span className="text-zinc-200">
                {humanize(dependency.dependencyType)} {title(dependency.dependsOnTaskId)}
              </span>
              {canWork && (
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={`Remove dependency on ${title(dependency.dependsOnTaskId)}`}
                  onClick={() => void removeDependency(dependency.id)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWork && candidates.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <DependencyTypeField value={type} onChange={setType} />
          <div className="flex-1">
            <SelectField
              id="dependency-target"
              label="Depends on"
              value={target}
              onValueChange={setTarget}
              options={[
                { value: '', label: 'Select a task' },
                ...candidates.map((t) => ({ value: t.id, label: t.title })),
              ]}
            />
          </div>
          <Button type="button" disabled={!target} onClick={() => void addDependency()}>
            Add dependency
          </Button>
        </div>
      )}
    </section>
  );
}
