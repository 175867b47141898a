import type { CreateTaskRequest, Task, WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { Button, FormMessage, SelectField, TextField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { errorMessage } from '@filmcollab/web-kit';
import { type FormEvent, useState } from 'react';
import { useCreateTaskMutation } from '../api/workspace-api';
import { errorToast, successToast } from '../display/toasts';
import { memberOptions, PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-options';

const AUTO = '__auto__';
const NONE = '';

export interface CreateTaskDialogProps {
  projectId: string;
  summary: WorkspaceSummary;
  tasks: Task[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create Enhanced Task: title required, estimate in steps of 0.5, parent none or top-level. */
export function CreateTaskDialog({
  projectId,
  summary,
  tasks,
  open,
  onOpenChange,
}: CreateTaskDialogProps) {
  const manager = summary.access === 'manage';
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState('medium');
  const [status, setStatus] = useState('todo');
  // Spec 03 §9: assignment defaults to auto-assign (for managers, who alone may use it).
  const [assignee, setAssignee] = useState(manager ? AUTO : NONE);
  const [dueDate, setDueDate] = useState('');
  const [estimate, setEstimate] = useState('');
  const [parent, setParent] = useState(NONE);
  const [error, setError] = useState<string | null>(null);
  const [createTask, { isLoading }] = useCreateTaskMutation();

  const reset = () => {
    setTitle('');
    setDescription('');
    setDueDate('');
    setEstimate('');
    setParent(NONE);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Title is required');
      return;
    }
    const body: Partial<CreateTaskRequest> = {
      title,
      description: description || null,
      priority: priority as CreateTaskRequest['priority'],
      status: status as CreateTaskRequest['status'],
      autoAssign: assignee === AUTO,
      assignedTo: assignee === AUTO || assignee === NONE ? null : assignee,
      dueDate: dueDate || null,
      estimatedHours: estimate === '' ? null : Number(estimate),
      parentTaskId: parent || null,
    };
    const result = await createTask({ projectId, body });
    if ('error' in result) {
      const message = errorMessage(result.error, 'Failed to create task');
      setError(message);
      errorToast(message === 'No available members' ? message : 'Failed to create task');
      return;
    }
    successToast('Task created successfully');
    reset();
    onOpenChange(false);
  };

  const assigneeOptions = [
    ...(manager ? [{ value: AUTO, label: 'Auto-assign (least loaded)' }] : []),
    { value: NONE, label: 'Unassigned' },
    ...memberOptions(summary),
  ];
  const parents = [
    { value: NONE, label: 'None' },
    ...tasks.filter((t) => !t.parentTaskId).map((t) => ({ value: t.id, label: t.title })),
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create Enhanced Task" scope="workspace">
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <TextField id="task-title" label="Title" value={title} onValueChange={setTitle} required />
        <TextField
          id="task-description"
          label="Description"
          value={description}
          onValueChange={setDescription}
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            id="task-priority"
            label="Priority"
            value={priority}
            onValueChange={setPriority}
            options={PRIORITY_OPTIONS}
          />
          <SelectField
            id="task-status"
            label="Status"
            value={status}
            onValueChange={setStatus}
            options={STATUS_OPTIONS}
          />
        </div>
        <SelectField
          id="task-assignee"
          label="Assignee"
          value={assignee}
          onValueChange={setAssignee}
          options={assigneeOptions}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="task-due"
            label="Due date"
            type="date"
            value={dueDate}
            onValueChange={setDueDate}
          />
          <TextField
            id="task-estimate"
            label="Estimated hours"
            type="number"
            min={0}
            step={0.5}
            value={estimate}
            onValueChange={setEstimate}
          />
        </div>
        <SelectField
          id="task-parent"
          label="Parent task"
          value={parent}
          onValueChange={setParent}
          options={parents}
        />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Creating…' : 'Create task'}
        </Button>
      </form>
    </Dialog>
  );
}
