import { EVENT_TYPES } from '@filmcollab/contracts/workspace';
import { Button, FormMessage, SelectField, TextField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { type FormEvent, useState } from 'react';
import { useCreateEventMutation } from '../api/workspace-api';
import { humanize } from '../display/format';
import { errorToast, successToast } from '../display/toasts';

const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** Create Event: title and start time required; end time optional; type defaults to meeting. */
export function CreateEventDialog({
  projectId,
  onClose,
}: {
  projectId: string;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [eventType, setEventType] = useState('meeting');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateEventMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !start) {
      setError('Title and start time are required');
      return;
    }
    const result = await create({
      projectId,
      body: {
        title,
        description: description || null,
        eventType: eventType as (typeof EVENT_TYPES)[number],
        startTime: toIso(start) as string,
        endTime: toIso(end),
        location: location || null,
      },
    });
    if ('error' in result) {
      errorToast('Failed to create event');
      return;
    }
    successToast('Event created successfully');
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Create Event" scope="workspace">
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <TextField id="event-title" label="Title" value={title} onValueChange={setTitle} required />
        <TextField
          id="event-description"
          label="Description"
          value={description}
          onValueChange={setDescription}
        />
        <SelectField
          id="event-type"
          label="Type"
          value={eventType}
          onValueChange={setEventType}
          options={EVENT_TYPES.map((value) => ({ value, label: humanize(value) }))}
        />
        <TextField
          id="event-start"
          label="Start time"
          type="datetime-local"
          value={start}
          onValueChange={setStart}
          required
        />
        <TextField
          id="event-end"
          label="End time (optional)"
          type="datetime-local"
          value={end}
          onValueChange={setEnd}
        />
        <TextField
          id="event-location"
          label="Location"
          value={location}
          onValueChange={setLocation}
        />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <Button type="submit" disabled={isLoading}>
          Create event
        </Button>
      </form>
    </Dialog>
  );
}
