import { WORKSPACE_LIMITS, type WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { Card, CardTitle } from '@filmcollab/ui';
import { Link } from 'react-router';
import { useEventsQuery } from '../api/workspace-api';
import { formatDateTime, humanize, personName } from '../display/format';

/** Stats overview, a team preview of 5 with '+N more', and the first 5 past events. */
export function OverviewTab({
  projectId,
  summary,
}: {
  projectId: string;
  summary: WorkspaceSummary;
}) {
  const events = useEventsQuery(projectId);
  const now = Date.now();
  const past = (events.data ?? [])
    .filter((e) => new Date(e.startTime).getTime() < now)
    .slice(0, WORKSPACE_LIMITS.pastEventsShown);
  const team = summary.members.slice(0, WORKSPACE_LIMITS.teamPreview);
  const more = summary.members.length - team.length;
  const { stats } = summary;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="flex flex-col gap-2">
        <CardTitle>Stats overview</CardTitle>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-zinc-400">Tasks</dt>
          <dd className="text-zinc-100">{stats.tasksTotal}</dd>
          <dt className="text-zinc-400">Milestones</dt>
          <dd className="text-zinc-100">{stats.milestonesTotal}</dd>
          <dt className="text-zinc-400">Files</dt>
          <dd className="text-zinc-100">{stats.files}</dd>
          <dt className="text-zinc-400">Events in the next 7 days</dt>
          <dd className="text-zinc-100">{stats.upcomingEvents}</dd>
        </dl>
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Team</CardTitle>
        <ul aria-label="Team members" className="flex flex-col gap-1">
          {team.map((member) => (
            <li key={member.id} className="flex justify-between text-sm">
              <Link
                className="text-zinc-100 underline-offset-2 hover:underline"
                to={`/user-profile/${member.id}`}
              >
                {personName(member)}
              </Link>
              <span className="text-zinc-400">
                {member.isCreator ? 'Creator' : humanize(member.role)}
              </span>
            </li>
          ))}
        </ul>
        {more > 0 && <p className="text-sm text-zinc-400">+{more} more</p>}
      </Card>
      <Card className="flex flex-col gap-2 md:col-span-2">
        <CardTitle>Past events</CardTitle>
        {events.isLoading ? (
          <p className="text-sm text-zinc-400">Loading events…</p>
        ) : events.isError ? (
          <p role="alert" className="text-sm text-red-300">
            Failed to load events
          </p>
        ) : past.length === 0 ? (
          <p className="text-sm text-zinc-400">No past events yet.</p>
        ) : (
          <ul aria-label="Past events" className="flex flex-col gap-1 text-sm">
            {past.map((event) => (
              <li key={event.id} className="flex justify-between">
                <span className="text-zinc-100">{event.title}</span>
                <span className="text-zinc-400">{formatDateTime(event.startTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
