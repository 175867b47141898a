import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';

const CLIENT_ID = 'filmcollab-web';
const TokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
});

/** The global `fetch`, or one whose connections leave from another address. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface Session {
  accessToken: string;
  refreshToken: string;
}

/** An access token for `account` (see `openSession`). */
export async function signIn(
  gatewayUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  return (await openSession(gatewayUrl, account)).accessToken;
}

/**
 * The tokens keycloak-js gets for `account` from the embedded IdP: the login form's endpoint
 * opens a session (cookie), then authorization code + PKCE S256.
 */
export async function openSession(
  gatewayUrl: string,
  account: { email: string; password: string },
  fetch: Fetch = globalThis.fetch,
): Promise<Session> {
  const oidc = `${gatewayUrl}/realms/filmcollab/protocol/openid-connect`;
  const redirectUri = `${gatewayUrl}/`;

  const login = await fetch(`${gatewayUrl}/realms/filmcollab/login-actions/authenticate`, {
    method: 'POST',
    // As the /auth page sends it: the IdP accepts credentials only from the platform's origin.
    headers: { 'content-type': 'application/json', origin: new URL(gatewayUrl).origin },
    body: JSON.stringify({ ...account, rememberMe: false }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) {
    throw new Error(
      `sign-in of ${account.email} answered ${login.status} (run \`make seed\` for the demo accounts)`,
    );
  }

  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    state: randomUUID(),
    nonce: randomUUID(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const redirect = await fetch(`${oidc}/auth?${authorize.toString()}`, {
    headers: { cookie },
    redirect: 'manual',
  });
  const code = new URL(redirect.headers.get('location') ?? redirectUri).searchParams.get('code');
  if (!code)
    throw new Error(`the authorization request answered ${redirect.status} without a code`);

  const token = await fetch(`${oidc}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    }),
  });
  if (!token.ok) throw new Error(`the code exchange answered ${token.status}`);
  return sessionOf(await token.json());
}

/** Fresh tokens for a session, as keycloak-js refreshes them (no password check). */
export async function refreshSession(
  gatewayUrl: string,
  session: Session,
  fetch: Fetch = globalThis.fetch,
): Promise<Session> {
  const request = () =>
    fetch(`${gatewayUrl}/realms/filmcollab/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: session.refreshToken,
      }),
    });
  // A kept-alive connection the gateway closed just as it was reused ("other side closed") fails
  // without an answer: sent once more (a refresh token may be used again within 15 s).
  const token = await request().catch(request);
  if (!token.ok) throw new Error(`the token refresh answered ${token.status}`);
  return sessionOf(await token.json());
}

function sessionOf(body: unknown): Session {
  const tokens = TokenSchema.parse(body);
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}
