import { MILESTONE_STATUSES, type Milestone } from '@filmcollab/contracts/workspace';
import { Button, FormMessage, SelectField, TextField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { type FormEvent, useState } from 'react';
import { useSaveMilestoneMutation } from '../api/workspace-api';
import { humanize } from '../display/format';
import { errorToast, successToast } from '../display/toasts';

/** Spec 03 §5: progress is 0 to 100, 0 when not a number. */
export function progressOf(value: string): number {
  const number = Number.parseInt(value, 10);
  return Number.isNaN(number) ? 0 : Math.min(100, Math.max(0, number));
}

/** Create/Edit Milestone: title and due date required. */
export function MilestoneDialog({
  projectId,
  milestone,
  onClose,
}: {
  projectId: string;
  milestone: Milestone | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(milestone?.title ?? '');
  const [description, setDescription] = useState(milestone?.description ?? '');
  const [dueDate, setDueDate] = useState(milestone?.dueDate ?? '');
  const [status, setStatus] = useState<string>(milestone?.status ?? 'pending');
  const [progress, setProgress] = useState(String(milestone?.progressPercentage ?? 0));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveMilestoneMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !dueDate) {
      setError('Title and due date are required');
      return;
    }
    const result = await save({
      projectId,
      milestoneId: milestone?.id,
      body: {
        title,
        description: description || null,
        dueDate,
        status: status as Milestone['status'],
        progressPercentage: progressOf(progress),
      },
    });
    if ('error' in result) {
      errorToast('Failed to save milestone');
      return;
    }
    successToast(milestone ? 'Milestone updated successfully' : 'Milestone created successfully');
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={milestone ? 'Edit Milestone' : 'Create Milestone'}
      scope="workspace"
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="milestone-title"
          label="Title"
          value={title}
          onValueChange={setTitle}
          required
        />
        <TextField
          id="milestone-description"
          label="Description"
          value={description}
          onValueChange={setDescription}
        />
        <TextField
          id="milestone-due"
          label="Due date"
          type="date"
          value={dueDate}
          onValueChange={setDueDate}
          required
        />
        <SelectField
          id="milestone-status"
          label="Status"
          value={status}
          onValueChange={setStatus}
          options={MILESTONE_STATUSES.map((value) => ({ value, label: humanize(value) }))}
        />
        <TextField
          id="milestone-progress"
          label="Progress (%)"
          type="number"
          min={0}
          max={100}
          value={progress}
          onValueChange={setProgress}
        />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <Button type="submit" disabled={isLoading}>
          {milestone ? 'Save milestone' : 'Create milestone'}
        </Button>
      </form>
    </Dialog>
  );
}
