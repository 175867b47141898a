import { decodeJwt, decodeProtectedHeader, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { MeResponseSchema } from '@filmcollab/contracts';
import { SigningKeyService } from '../idp/keys/signing-key.service';
import { TokenService } from '../idp/tokens/token.service';
import type { Account } from '../accounts/account';
import { LocalAccountAdapter } from '../accounts/local/local-account.adapter';
import { IdentityHarness, PASSWORD } from '../testing/identity-harness';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GET /api/identity/me through the kit guard, with tokens of the embedded IdP', () => {
  let idp: IdentityHarness;
  let demo: Account;
  let accessToken: string;

  beforeAll(async () => {
    idp = await IdentityHarness.start();
    demo = await idp.createAccount('demo');
    ({ access_token: accessToken } = (await idp.signInWithCode('demo@filmcollab.local')).tokens);
  });

  afterAll(() => idp?.stop());

  const me = (token?: string) =>
    idp.fetch('/api/identity/me', { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers the signed-in account for a real access token', async () => {
    const response = await me(accessToken);
    expect(response.status).toBe(200);
    expect(MeResponseSchema.parse(await response.json())).toEqual({
      id: demo.id,
      email: 'demo@filmcollab.local',
      username: 'demo',
      emailVerified: true,
      roles: ['user'],
    });
  });

  it("carries the account's full name: Keycloak's `name` claim in access and ID tokens and userinfo, `fullName` in /me", async () => {
    const alex = await idp.get(LocalAccountAdapter).create({
      email: 'alex@filmcollab.local',
      username: 'alex',
      password: PASSWORD,
      emailVerified: true,
      fullName: 'Alex Rivera',
    });
    const { tokens } = await idp.signInWithCode('alex@filmcollab.local');
    expect(decodeJwt(tokens.access_token).name).toBe('Alex Rivera');
    expect(decodeJwt(tokens.id_token).name).toBe('Alex Rivera');
    const userinfo = await idp.fetch('/realms/filmcollab/protocol/openid-connect/userinfo', {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ sub: alex.id, name: 'Alex Rivera' });
    expect(MeResponseSchema.parse(await (await me(tokens.access_token)).json())).toEqual({
      id: alex.id,
      email: 'alex@filmcollab.local',
      username: 'alex',
      emailVerified: true,
      roles: ['user'],
      fullName: 'Alex Rivera',
    });
    // An account without a name gets no `name` claim (as in Keycloak), not an empty one.
    expect(decodeJwt(accessToken)).not.toHaveProperty('name');
  });

  it('refuses a request without token', async () => {
    expect((await me()).status).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = accessToken.split('.');
    const claims = { ...decodeJwt(accessToken), realm_access: { roles: ['user', 'admin'] } };
    expect((await me(`${header}.${base64url(claims)}.${signature}`)).status).toBe(401);
  });

  it('refuses an expired token signed with the realm key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await idp
      .get(TokenService)
      .sign({ ...decodeJwt(accessToken), iat: now - 600, exp: now - 300 });
    expect((await me(expired)).status).toBe(401);
  });

  it('refuses a token for another audience or issuer, even with a valid signature', async () => {
    const tokens = idp.get(TokenService);
    expect(
      (await me(await tokens.sign({ ...decodeJwt(accessToken), aud: 'account' }))).status,
    ).toBe(401);
    expect(
      (
        await me(
          await tokens.sign({
            ...decodeJwt(accessToken),
            iss: 'http://evil.test/realms/filmcollab',
          }),
        )
      ).status,
    ).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(decodeJwt(accessToken))}.`;
    expect((await me(unsigned)).status).toBe(401);
  });

  it('refuses an HS256 token keyed with the realm public key (algorithm confusion)', async () => {
    const { kid, publicKey } = await idp.get(SigningKeyService).current();
    const publicPem = await exportSPKI(publicKey);
    const forged = await new SignJWT(decodeJwt(accessToken))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
      .sign(new TextEncoder().encode(publicPem));
    expect((await me(forged)).status).toBe(401);
  });

  it("refuses an RS256 token signed by a key that is not the realm's", async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const { kid } = decodeProtectedHeader(accessToken);
    const foreign = await new SignJWT(decodeJwt(accessToken))
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
      .sign(privateKey);
    expect((await me(foreign)).status).toBe(401);
  });
});
