import type { WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { Button, Card, Spinner } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { useState } from 'react';
import { useDeleteEventMutation, useEventsQuery } from '../api/workspace-api';
import { formatDateTime, humanize } from '../display/format';
import { errorToast, successToast } from '../display/toasts';
import { CalendarFeedCard } from './CalendarFeedCard';
import { CreateEventDialog } from './CreateEventDialog';
import { MonthGrid } from './MonthGrid';

/** Calendar: events ordered by start time, month and list views, the member's iCal feed. */
export function CalendarTab({
  projectId,
  summary,
}: {
  projectId: string;
  summary: WorkspaceSummary;
}) {
  const { user } = useAuth();
  const events = useEventsQuery(projectId);
  const [remove] = useDeleteEventMutation();
  const deleteEvent = async (eventId: string) => {
    const result = await remove({ projectId, eventId });
    if ('error' in result) errorToast('Failed to delete event');
    else successToast('Event deleted successfully');
  };
  const [view, setView] = useState<'month' | 'list'>('list');
  const [creating, setCreating] = useState(false);
  const canWork = summary.access !== 'view';
  const list = events.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Calendar view" className="flex gap-1">
          <Button
            variant={view === 'list' ? 'primary' : 'secondary'}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            List
          </Button>
          <Button
            variant={view === 'month' ? 'primary' : 'secondary'}
            aria-pressed={view === 'month'}
            onClick={() => setView('month')}
          >
            Month
          </Button>
        </div>
        {canWork && (
          <Button className="ml-auto" onClick={() => setCreating(true)}>
            New event
          </Button>
        )}
      </div>
      {events.isLoading ? (
        <Spinner />
      ) : events.isError ? (
        <Card role="alert">
          <p className="text-zinc-300">Failed to load events</p>
        </Card>
      ) : view === 'month' ? (
        <MonthGrid events={list} />
      ) : list.length === 0 ? (
        <Card>
          <p className="text-zinc-300">No events yet.</p>
        </Card>
      ) : (
        <ul aria-label="Events" className="flex flex-col gap-2">
          {list.map((event) => (
            <li key={event.id}>
              <Card className="flex flex-col gap-1">
                <span className="font-medium text-zinc-100">{event.title}</span>
                <span className="text-sm text-zinc-400">
                  {humanize(event.eventType)} · {formatDateTime(event.startTime)}
                  {event.endTime && ` – ${formatDateTime(event.endTime)}`}
                  {event.location && ` · ${event.location}`}
                </span>
                {event.description && <p className="text-sm text-zinc-300">{event.description}</p>}
                {(summary.access === 'manage' || (canWork && event.createdBy === user?.id)) && (
                  <Button
                    variant="ghost"
                    className="self-start"
                    aria-label={`Delete ${event.title}`}
                    onClick={() => void deleteEvent(event.id)}
                  >
                    Delete
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <CalendarFeedCard projectId={projectId} />
      {creating && <CreateEventDialog projectId={projectId} onClose={() => setCreating(false)} />}
    </div>
  );
}
