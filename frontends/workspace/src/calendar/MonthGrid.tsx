import type { ProjectEvent } from '@filmcollab/contracts/workspace';
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

/** The month view: a table of the month's weeks, each day listing its events. */
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
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) =>
    cells.slice(week * 7, week * 7 + 7),
  );
  const label = month.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  const shift = (step: number) =>
    setMonth(new Date(month.getFullYear(), month.getMonth() + step, 1));

  return (
    <section aria-label="Month view" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <Button variant="ghost" onClick={() => shift(-1)} aria-label="Previous month">
          ‹
        </Button>
        <h3 className="font-medium text-zinc-100" aria-live="polite">
          {label}
        </h3>
        <Button variant="ghost" onClick={() => shift(1)} aria-label="Next month">
          ›
        </Button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1 text-xs">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="text-center font-normal text-zinc-400">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, day) => (
                <td key={day} className="h-16 rounded border border-zinc-800 p-1 align-top">
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
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
