import { Button, Card, CardTitle } from '@filmcollab/ui';
import { useCalendarFeedQuery, useRotateCalendarFeedMutation } from '../api/workspace-api';
import { errorToast, successToast } from '../display/toasts';

/** The member's own iCal feed: subscribe in their calendar app; a new link revokes the old one. */
export function CalendarFeedCard({ projectId }: { projectId: string }) {
  const feed = useCalendarFeedQuery(projectId);
  const [rotate, rotating] = useRotateCalendarFeedMutation();
  const renew = async () => {
    const result = await rotate(projectId);
    if ('error' in result) errorToast('Failed to renew the calendar link');
    else successToast('Calendar link renewed; the old one no longer works');
  };
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>Subscribe in your calendar</CardTitle>
      <p className="text-sm text-zinc-400">
        Project events, milestone due dates and your task due dates, in the calendar app you already
        use. Keep the link private.
      </p>
      {feed.data ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={feed.data.webcalUrl}>Subscribe</a>
          </Button>
          <Button variant="secondary" disabled={rotating.isLoading} onClick={() => void renew()}>
            Renew link
          </Button>
        </div>
      ) : feed.isError ? (
        <p role="alert" className="text-sm text-red-300">
          The calendar link could not be loaded.
        </p>
      ) : (
        <p className="text-sm text-zinc-400">Loading…</p>
      )}
    </Card>
  );
}
