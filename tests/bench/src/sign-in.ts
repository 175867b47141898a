import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';

const CLIENT_ID = 'filmcollab-web';
const TokenSchema = z.object({ access_token: z.string().min(1) });

/**
 * An access token for `account`, the way keycloak-js gets one from the embedded IdP: the login
 * form's endpoint opens a session (cookie), then authorization code + PKCE S256.
 */
export async function signIn(
  gatewayUrl: string,
  account: { email: string; password: string },
): Promise<string> {
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
  return TokenSchema.parse(await token.json()).access_token;
}
