import { PENDING_UPLOAD_PREFIX } from '@filmcollab/contracts';

/** A file name as a key segment: unreserved characters only, at most 100 of them. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+/, '');
  return (cleaned === '' ? 'file' : cleaned).slice(-100);
}

/** Spec 02 §3: `{userId}/{timestamp}_{filename}`. */
export function communityFileKey(userId: string, timestamp: number, fileName: string): string {
  return `${userId}/${timestamp}_${safeFileName(fileName)}`;
}

/** Where the browser uploads before the file is checked: `pending/` + the final key. */
export function pendingKeyOf(finalKey: string): string {
  return `${PENDING_UPLOAD_PREFIX}${finalKey}`;
}

/** The final key of the user's own pending key, else null. */
export function finalKeyOfOwnPending(userId: string, pendingKey: string): string | null {
  const prefix = `${PENDING_UPLOAD_PREFIX}${userId}/`;
  if (!pendingKey.startsWith(prefix)) return null;
  const rest = pendingKey.slice(prefix.length);
  if (!/^\d{1,15}_[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(rest)) return null;
  return pendingKey.slice(PENDING_UPLOAD_PREFIX.length);
}
