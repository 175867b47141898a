import type { ProjectEvent } from '@filmcollab/contracts';
import { Button } from '@filmcollab/ui';
import { useState } from 'react';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** The month view: a week-per-row grid of the month, each day listing its events. */
export function MonthGrid({ events }: { events: ProjectEvent[] }) {
  const [month, setMonth] = useState(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), 1);
  });
  const offset = (month.getDay() + 6) % 7;
  const daysInMonth = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells = Array.from({ length: Math.ceil((offset + daysInMonth) / 7) * 7 }, (_, index) => {
    const day = index - offset + 1;
    return day >= 1 && day <= daysInMonth
      ? new Date(month.getFullYear(), month.getMonth(), day)
      : null;
  });
  const label = month.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  const shift = (step: number) =>
    setMonth(new Date(month.getFullYear(), month.getMonth() + step, 1));

  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <Button variant="ghost" onClick={() => shift(-1)} aria-label="Previous month">
          ‹
        </Button>
        <h3 className="font-medium text-zinc-100">{label}</h3>
        <Button variant="ghost" onClick={() => shift(1)} aria-label="Next month">
          ›
        </Button>
      </div>
      <div role="grid" className="grid grid-cols-7 gap-1 text-xs">
        {WEEKDAYS.map((day) => (
          <div key={day} role="columnheader" className="text-center text-zinc-400">
            {day}
          </div>
        ))}
        {cells.map((date, index) => (
          <div key={index} role="gridcell" className="min-h-16 rounded border border-zinc-800 p-1">
            {date && (
              <>
                <span className="text-zinc-400">{date.getDate()}</span>
                <ul>
                  {events
                    .filter((e) => sameDay(new Date(e.startTime), date))
                    .map((e) => (
                      <li
                        key={e.id}
                        className="truncate rounded bg-amber-900/60 px-1 text-amber-100"
                      >
                        {e.title}
                      </li>
                    ))}
                </ul>
              </>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
