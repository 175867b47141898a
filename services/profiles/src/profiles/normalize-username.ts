/** Usernames are unique regardless of case: 'Alice' and 'alice' are the same username. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
