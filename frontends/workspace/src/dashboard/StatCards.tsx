import type { WorkspaceStats } from '@filmcollab/contracts/workspace';
import { Card } from '@filmcollab/ui';

/** The four stat cards (spec 03 "Project workspace"). */
export function StatCards({ stats }: { stats: WorkspaceStats }) {
  const cards = [
    { label: 'Tasks', value: `${stats.tasksCompleted}/${stats.tasksTotal}`, hint: 'completed' },
    {
      label: 'Milestones',
      value: `${stats.milestonesCompleted}/${stats.milestonesTotal}`,
      hint: 'completed',
    },
    { label: 'Files', value: String(stats.files), hint: 'shared' },
    { label: 'Upcoming', value: String(stats.upcomingEvents), hint: 'events in the next 7 days' },
  ];
  return (
    <ul aria-label="Project stats" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label}>
          <Card className="flex flex-col gap-1">
            <span className="text-sm text-zinc-400">{card.label}</span>
            <span className="text-2xl font-semibold text-zinc-50">{card.value}</span>
            <span className="text-xs text-zinc-500">{card.hint}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
