import type { Task, UpdateTaskRequest } from '@filmcollab/contracts/workspace';
import { Button, Field, FormMessage, TextField } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import { type FormEvent, useState } from 'react';
import { useUpdateTaskMutation } from '../api/workspace-api';
import { CONTROL_CLASSES } from '../display/form-classes';
import { errorToast } from '../display/toasts';

const hoursText = (hours: number | null) => (hours === null ? '' : String(hours));

/** Title (required), description and estimated hours (step 0.5); only changed fields are sent. */
export function TaskEditForm({ projectId, task }: { projectId: string; task: Task }) {
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description ?? '');
  const [estimate, setEstimate] = useState(hoursText(task.estimatedHours));
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateTaskMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Title is required');
    const hours = estimate === '' ? null : Number(estimate);
    if (hours !== null && (!Number.isFinite(hours) || hours < 0 || !Number.isInteger(hours * 2))) {
      return setError('Estimated hours go in steps of 0.5.');
    }
    const body: UpdateTaskRequest = {};
    if (title.trim() !== task.title) body.title = title.trim();
    const nextDescription = description.trim() || null;
    if (nextDescription !== task.description) body.description = nextDescription;
    if (hours !== task.estimatedHours) body.estimatedHours = hours;
    setError(null);
    if (Object.keys(body).length === 0) return undefined;
    const result = await update({ projectId, taskId: task.id, body });
    if ('error' in result) {
      const message = errorMessage(result.error, 'Failed to update task');
      setError(message);
      errorToast(message);
    }
    return undefined;
  };

  return (
    <form
      aria-label="Edit task"
      className="flex flex-col gap-3"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        id="edit-task-title"
        label="Title"
        value={title}
        onValueChange={setTitle}
        required
      />
      <Field id="edit-task-description" label="Description">
        {(control) => (
          <textarea
            {...control}
            className={CONTROL_CLASSES}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <TextField
        id="edit-task-estimate"
        label="Estimated hours"
        type="number"
        min={0}
        step={0.5}
        value={estimate}
        onValueChange={setEstimate}
      />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Button type="submit" variant="secondary" disabled={isLoading} className="self-start">
        {isLoading ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
