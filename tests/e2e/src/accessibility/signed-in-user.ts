import type { Page } from '@playwright/test';

/** Where web-kit's TokenStorage keeps keycloak-js's tokens (localStorage or sessionStorage). */
const TOKENS_KEY = 'filmcollab.auth.tokens';

/**
 * Who the tab is signed in as ('visitor' when nobody), read from the tokens the shell stored;
 * undefined when the tab cannot tell (not on the app's origin).
 */
export async function signedInUser(page: Page, appOrigin: string): Promise<string | undefined> {
  if (page.isClosed() || new URL(page.url()).origin !== appOrigin) return undefined;
  return page
    .evaluate((key) => {
      const stored = localStorage.getItem(key) ?? sessionStorage.getItem(key);
      if (!stored) return 'visitor';
      const payload = (JSON.parse(stored) as { token: string }).token.split('.')[1];
      const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(base64)) as { sub: string }).sub;
    }, TOKENS_KEY)
    .catch(() => undefined);
}
