/** `Nov 23, 2026` for an ISO timestamp or a `YYYY-MM-DD` date; empty when unreadable. */
export function dateText(value: string | null | undefined): string {
  if (!value) return '';
  // A calendar date is a day, not an instant: read it in local time so it is not shifted.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** `90` → `1h 30m`, `45` → `45m`, `120` → `2h`. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest}m`;
  return rest ? `${hours}h ${rest}m` : `${hours}h`;
}
