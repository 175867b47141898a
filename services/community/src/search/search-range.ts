import type { DateRange } from '@filmcollab/contracts';

/**
 * Spec 02 §5: today, week (7 days), month (from the start of the calendar month), year (from the
 * start of the calendar year), all (no start). Calendar boundaries are UTC.
 */
export function rangeStart(range: DateRange, now: Date): Date | undefined {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (range) {
    case 'today':
      return new Date(Date.UTC(year, month, now.getUTCDate()));
    case 'week':
      return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
    case 'month':
      return new Date(Date.UTC(year, month, 1));
    case 'year':
      return new Date(Date.UTC(year, 0, 1));
    case 'all':
      return undefined;
  }
}
