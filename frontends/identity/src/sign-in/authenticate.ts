import type { AuthenticateRequest } from '@filmcollab/contracts/identity';
import { errorBodyIn } from '@filmcollab/web-kit';

export const SERVER_UNREACHABLE = 'Could not reach the server. Please try again.';

export type AuthenticateResult = { ok: true } | { ok: false; message: string };

/**
 * Checks the credentials with the embedded IdP, which answers by setting its session
 * cookie; the authorization request that follows then completes without a login screen.
 * A plain credentialed fetch, not an RTK Query endpoint: it goes to the IdP's address (another
 * origin with Keycloak), must send and receive the IdP's cookie (`credentials: 'include'`)
 * and must not carry the API's bearer token or trigger its refresh-on-401.
 */
export async function authenticate(
  idpUrl: string,
  realm: string,
  request: AuthenticateRequest,
  fetchFn: typeof fetch = fetch,
): Promise<AuthenticateResult> {
  let response: Response;
  try {
    response = await fetchFn(`${idpUrl}/realms/${realm}/login-actions/authenticate`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, message: SERVER_UNREACHABLE };
  }
  if (response.ok) return { ok: true };
  const body = errorBodyIn(await response.json().catch(() => null));
  return { ok: false, message: body?.message ?? 'Sign-in failed. Please try again.' };
}
