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
