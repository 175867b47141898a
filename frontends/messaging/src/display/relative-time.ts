const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** Spec 01 §9: 'Just now' under a minute, then minutes, hours and days ago. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (Number.isNaN(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

/** Spec 01 §9: the conversation list shows the last message cut to 50 characters. */
export const PREVIEW_LENGTH = 50;

export function previewOf(text: string | null): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('')}...` : text;
}

/** A person's shown name: full name, else username, else a neutral word. */
export function displayName(person: { fullName: string | null; username: string | null }): string {
  return person.fullName ?? person.username ?? 'Unknown user';
}

export function timeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}
