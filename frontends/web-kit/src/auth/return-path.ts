const RETURN_PATH_KEY = 'filmcollab.auth.returnTo';

/**
 * The IdP accepts only `<origin>/` as redirect URI, so the page a signed-out visitor
 * wanted is remembered here and visited after the sign-in callback.
 */
export function rememberReturnPath(path: string, storage: Storage = sessionStorage): void {
  if (isSafeReturnPath(path)) storage.setItem(RETURN_PATH_KEY, path);
}

export function takeReturnPath(storage: Storage = sessionStorage): string | null {
  const path = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return path && isSafeReturnPath(path) ? path : null;
}

// Same-origin paths only (no `//host` or `/\host`), and never back to the sign-in page.
function isSafeReturnPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.startsWith('/auth');
}
