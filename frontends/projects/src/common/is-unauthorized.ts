/**
 * The server refused the call for want of a session: a 401 that the kit's one token refresh
 * could not cure (signed out in another tab, session ended).
 */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}
