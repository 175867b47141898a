const KEY = 'filmcollab.contest.sessionId';

/** The browser tab's session id for the VIP log (spec 01 §7 session_id), made once per tab. */
export function contestSessionId(): string {
  try {
    const known = sessionStorage.getItem(KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    sessionStorage.setItem(KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
