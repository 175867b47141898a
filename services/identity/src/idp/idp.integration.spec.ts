import { Clock } from '@filmcollab/service-kit';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OAuthErrorSchema, TokenResponseSchema, type TokenResponse } from '@filmcollab/contracts';
import {
  AUTHORIZATION_CODE_MODEL,
  type AuthorizationCodeDocument,
} from './codes/authorization-code.schema';
import { SigningKeyRepository } from './keys/signing-key.repository';
import { SigningKeyService } from './keys/signing-key.service';
import { TokenService } from './tokens/token.service';
import { REFRESH_TOKEN_REUSE_GRACE_MS } from './refresh/refresh-token.repository';
import type { Account } from '../accounts/account';
import {
  CLIENT_ID,
  IdentityHarness,
  ISSUER,
  ORIGIN,
  PASSWORD,
  pkcePair,
  REDIRECT_URI,
} from '../testing/identity-harness';

const OIDC = '/realms/filmcollab/protocol/openid-connect';
const callbackParams = IdentityHarness.callbackParams;

/** What keycloak-js does with a token: split, base64url-decode, JSON.parse, no verification. */
function decodeLikeKeycloakJs(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function expectOAuthError(response: Response, status: number, error: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(OAuthErrorSchema.parse(await response.json()).error).toBe(error);
}

describe('embedded identity provider (HTTP, embedded database, nats-server)', () => {
  let idp: IdentityHarness;
  let demo: Account;
  /** One signed-in browser for the tests that do not end their session (each sign-in costs a real scrypt). */
  let cookie: string | undefined;

  beforeAll(async () => {
    idp = await IdentityHarness.start();
    demo = await idp.createAccount('demo');
    ({ cookie } = await idp.signIn('demo@filmcollab.local'));
  });

  afterAll(() => idp?.stop());

  describe('discovery and keys', () => {
    it('publishes the realm configuration under the public issuer', async () => {
      const response = await idp.fetch('/realms/filmcollab/.well-known/openid-configuration');
      expect(response.status).toBe(200);
      const configuration = (await response.json()) as Record<string, unknown>;
      expect(configuration).toMatchObject({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth`,
        token_endpoint: `${ISSUER}/protocol/openid-connect/token`,
        end_session_endpoint: `${ISSUER}/protocol/openid-connect/logout`,
        jwks_uri: `${ISSUER}/protocol/openid-connect/certs`,
        code_challenge_methods_supported: ['S256'],
        response_types_supported: ['code'],
      });
    });

    it('serves only the public half of the RS256 key, with its kid', async () => {
      const { keys } = (await (await idp.fetch(`${OIDC}/certs`)).json()) as JSONWebKeySet;
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({
        kty: 'RSA',
        alg: 'RS256',
        use: 'sig',
        kid: expect.any(String),
      });
      expect(keys[0]).not.toHaveProperty('d');
      expect(keys[0]).not.toHaveProperty('p');
    });

    it('keeps the signing key in the database, so a restarted service signs with the same key', async () => {
      const { keys } = (await (await idp.fetch(`${OIDC}/certs`)).json()) as JSONWebKeySet;
      const restarted = new SigningKeyService(idp.get(SigningKeyRepository), new Clock());
      expect((await restarted.current()).kid).toBe(keys[0].kid);
    });
  });

  describe('login form (login-actions/authenticate)', () => {
    it('refuses a wrong password and an unknown e-mail with the same answer and no cookie', async () => {
      const wrongPassword = await idp.signIn('demo@filmcollab.local', 'not-the-password');
      const unknownEmail = await idp.signIn('nobody@filmcollab.local', PASSWORD);
      for (const { response, cookie } of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          message: 'Invalid login credentials',
          code: 'INVALID_CREDENTIALS',
        });
        expect(cookie).toBeUndefined();
      }
    });

    it('refuses a malformed body with the validation error', async () => {
      const response = await idp.fetch('/realms/filmcollab/login-actions/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ email: 'not-an-email', password: '' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('sets a persistent HttpOnly SameSite=Lax cookie on the realm path with "remember me"', async () => {
      const { response } = await idp.signIn('Demo@FilmCollab.local', PASSWORD, true);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ authenticated: true });
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^FILMCOLLAB_IDP_SESSION=[\w-]{43};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/realms/filmcollab');
      expect(setCookie).toContain('Max-Age=2592000');
    });

    it('sets a browser-session cookie without "remember me"', async () => {
      const { response } = await idp.signIn('demo@filmcollab.local', PASSWORD, false);
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    });
  });

  describe('authorization endpoint', () => {
    it('sends a browser without IdP session to the /auth page', async () => {
      const response = await idp.authorize(pkcePair(), undefined);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${ORIGIN}/auth`);
    });

    it('answers prompt=none without session with login_required, keeping the state', async () => {
      const response = await idp.authorize(pkcePair(), undefined, {
        prompt: 'none',
        state: 'st-1',
      });
      const location = response.headers.get('location') ?? '';
      expect(location.startsWith(`${REDIRECT_URI}#`)).toBe(true);
      const params = callbackParams(response);
      expect(params.get('error')).toBe('login_required');
      expect(params.get('state')).toBe('st-1');
      expect(params.get('code')).toBeNull();
    });

    it('redirects a signed-in browser back with state, session_state, code and iss in the fragment', async () => {
      const response = await idp.authorize(pkcePair(), cookie, { state: 'st-2' });
      expect(response.status).toBe(302);
      const params = callbackParams(response);
      expect(params.get('state')).toBe('st-2');
      expect(params.get('session_state')).toEqual(expect.any(String));
      expect(params.get('iss')).toBe(ISSUER);
      expect(params.get('code')).toMatch(/^[\w-]{43}$/);
    });

    it('answers in the query for response_mode=query', async () => {
      const response = await idp.authorize(pkcePair(), cookie, { response_mode: 'query' });
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.hash).toBe('');
      expect(location.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    });

    it.each([
      ['an unknown client', { client_id: 'account-console' }, 'unauthorized_client'],
      ['a foreign redirect URI', { redirect_uri: 'http://evil.test/' }, 'invalid_request'],
      [
        'a redirect URI that only starts like a registered one',
        { redirect_uri: `${ORIGIN}/projects` },
        'invalid_request',
      ],
      ['no redirect URI', { redirect_uri: undefined }, 'invalid_request'],
    ])('refuses %s without redirecting anywhere', async (_case, overrides, error) => {
      const response = await idp.authorize(pkcePair(), cookie, overrides);
      expect(response.headers.get('location')).toBeNull();
      await expectOAuthError(response, 400, error);
    });

    it.each([
      ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
      ['no PKCE method', { code_challenge_method: undefined }, 'invalid_request'],
      ['no code challenge', { code_challenge: undefined }, 'invalid_request'],
      ['the implicit flow', { response_type: 'token' }, 'unsupported_response_type'],
      ['the hybrid flow', { response_type: 'code id_token' }, 'unsupported_response_type'],
    ])('refuses %s with an error redirect and no code', async (_case, overrides, error) => {
      const response = await idp.authorize(pkcePair(), cookie, overrides);
      expect(response.status).toBe(302);
      const params = callbackParams(response);
      expect(params.get('error')).toBe(error);
      expect(params.get('code')).toBeNull();
    });
  });

  describe('token endpoint: authorization_code', () => {
    it('exchanges a code with the right verifier for Keycloak-style tokens keycloak-js can read', async () => {
      const { tokens, nonce } = await idp.signInWithCode('demo@filmcollab.local');
      expect(tokens).toMatchObject({
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'openid email profile',
      });
      expect(tokens.refresh_expires_in).toBeGreaterThan(0);

      const jwks = createLocalJWKSet(
        (await (await idp.fetch(`${OIDC}/certs`)).json()) as JSONWebKeySet,
      );
      const { payload: access, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
        issuer: ISSUER,
        audience: 'filmcollab-api',
        algorithms: ['RS256'],
      });
      expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: expect.any(String) });
      expect(access).toMatchObject({
        sub: demo.id,
        typ: 'Bearer',
        azp: CLIENT_ID,
        sid: tokens.session_state,
        session_state: tokens.session_state,
        preferred_username: 'demo',
        email: 'demo@filmcollab.local',
        email_verified: true,
        realm_access: { roles: ['user'] },
        jti: expect.any(String),
      });
      expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);

      const { payload: id } = await jwtVerify(tokens.id_token, jwks, {
        issuer: ISSUER,
        audience: CLIENT_ID,
      });
      expect(id).toMatchObject({
        typ: 'ID',
        azp: CLIENT_ID,
        nonce,
        sub: demo.id,
        sid: tokens.session_state,
      });

      const refresh = decodeLikeKeycloakJs(tokens.refresh_token);
      expect(refresh).toMatchObject({
        typ: 'Refresh',
        azp: CLIENT_ID,
        iss: ISSUER,
        sid: tokens.session_state,
      });
      expect(decodeLikeKeycloakJs(tokens.access_token).sid).toBe(tokens.session_state);
    });

    async function freshCode(): Promise<{ code: string; verifier: string }> {
      const pkce = pkcePair();
      const code = callbackParams(await idp.authorize(pkce, cookie)).get('code') ?? '';
      return { code, verifier: pkce.verifier };
    }

    it('refuses a wrong PKCE verifier, and the code is spent afterwards', async () => {
      const { code, verifier } = await freshCode();
      await expectOAuthError(
        await idp.exchangeCode(code, pkcePair().verifier),
        400,
        'invalid_grant',
      );
      await expectOAuthError(await idp.exchangeCode(code, verifier), 400, 'invalid_grant');
    });

    it('refuses a missing verifier', async () => {
      const { code } = await freshCode();
      await expectOAuthError(
        await idp.exchangeCode(code, '', { code_verifier: undefined }),
        400,
        'invalid_grant',
      );
    });

    it('refuses a reused code', async () => {
      const { code, verifier } = await freshCode();
      expect((await idp.exchangeCode(code, verifier)).status).toBe(200);
      await expectOAuthError(await idp.exchangeCode(code, verifier), 400, 'invalid_grant');
    });

    it('refuses an expired code', async () => {
      const { code, verifier } = await freshCode();
      const codes = idp.get<Model<AuthorizationCodeDocument>>(
        getModelToken(AUTHORIZATION_CODE_MODEL),
      );
      const [stored] = await codes.find().lean().exec();
      expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
      await codes.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } }).exec();
      await expectOAuthError(await idp.exchangeCode(code, verifier), 400, 'invalid_grant');
    });

    it('refuses a redirect URI other than the one the code was issued for', async () => {
      const { code, verifier } = await freshCode();
      await expectOAuthError(
        await idp.exchangeCode(code, verifier, { redirect_uri: `${ORIGIN}/other` }),
        400,
        'invalid_grant',
      );
    });

    it('refuses an unknown client and an unknown grant type', async () => {
      const { code, verifier } = await freshCode();
      await expectOAuthError(
        await idp.exchangeCode(code, verifier, { client_id: 'other-client' }),
        401,
        'invalid_client',
      );
      await expectOAuthError(
        await idp.token({ grant_type: 'password', client_id: CLIENT_ID }),
        400,
        'unsupported_grant_type',
      );
      await expectOAuthError(await idp.exchangeCode('not-a-code', verifier), 400, 'invalid_grant');
    });
  });

  describe('token endpoint: refresh_token rotation', () => {
    it('rotates the refresh token and keeps the session and nonce', async () => {
      const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
      const response = await idp.refresh(tokens.refresh_token);
      expect(response.status).toBe(200);
      const rotated = TokenResponseSchema.parse(await response.json());
      expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
      expect(rotated.session_state).toBe(tokens.session_state);
      expect(decodeJwt(rotated.id_token).nonce).toBe(decodeJwt(tokens.id_token).nonce);
    });

    it('redeems a rotated token once more within the grace period, then treats a reuse as theft: refused, and the whole session is revoked', async () => {
      const { tokens, cookie } = await idp.signInWithCode('demo@filmcollab.local');
      const rotated = (await (await idp.refresh(tokens.refresh_token)).json()) as TokenResponse;
      // A page that navigated while that refresh was in flight never stored `rotated`.
      const again = await idp.refresh(tokens.refresh_token);
      expect(again.status).toBe(200);
      const retried = TokenResponseSchema.parse(await again.json());
      expect(retried.refresh_token).not.toBe(rotated.refresh_token);

      await expectOAuthError(await idp.refresh(tokens.refresh_token), 400, 'invalid_grant');
      await expectOAuthError(await idp.refresh(retried.refresh_token), 400, 'invalid_grant');
      const authorize = await idp.authorize(pkcePair(), cookie);
      expect(authorize.headers.get('location')).toBe(`${ORIGIN}/auth`);
      const userinfo = await idp.fetch(`${OIDC}/userinfo`, {
        headers: { authorization: `Bearer ${retried.access_token}` },
      });
      expect(userinfo.status).toBe(401);
    });

    it('treats a rotated token used again after the grace period as theft', async () => {
      const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
      const rotated = (await (await idp.refresh(tokens.refresh_token)).json()) as TokenResponse;
      const later = Date.now() + REFRESH_TOKEN_REUSE_GRACE_MS + 1_000;
      const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
      try {
        await expectOAuthError(await idp.refresh(tokens.refresh_token), 400, 'invalid_grant');
        await expectOAuthError(await idp.refresh(rotated.refresh_token), 400, 'invalid_grant');
      } finally {
        clock.mockRestore();
      }
    });

    it('refuses an access or ID token offered as refresh token', async () => {
      const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
      await expectOAuthError(await idp.refresh(tokens.access_token), 400, 'invalid_grant');
      await expectOAuthError(await idp.refresh(tokens.id_token), 400, 'invalid_grant');
    });
  });

  describe('userinfo', () => {
    it('answers the claims for a valid access token (keycloak-js sends "bearer" in lower case)', async () => {
      const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
      const response = await idp.fetch(`${OIDC}/userinfo`, {
        headers: { authorization: `bearer ${tokens.access_token}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        sub: demo.id,
        email: 'demo@filmcollab.local',
        email_verified: true,
        preferred_username: 'demo',
      });
    });

    it('refuses no token, a refresh token and a tampered token', async () => {
      const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
      const [header, payload, signature] = tokens.access_token.split('.');
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(tokens.access_token), sub: 'someone-else' })).toString('base64url')}.${signature}`;
      for (const authorization of [
        undefined,
        `Bearer ${tokens.refresh_token}`,
        `Bearer ${tampered}`,
        `Bearer ${payload}`,
      ]) {
        const response = await idp.fetch(`${OIDC}/userinfo`, {
          headers: authorization ? { authorization } : {},
        });
        expect(response.status).toBe(401);
      }
    });
  });

  describe('logout', () => {
    it('ends the session, clears the cookie and returns to a registered post-logout URI (keycloak-js GET)', async () => {
      const { tokens, cookie } = await idp.signInWithCode('demo@filmcollab.local');
      const query = new URLSearchParams({
        client_id: CLIENT_ID,
        post_logout_redirect_uri: `${ORIGIN}/auth`,
        id_token_hint: tokens.id_token,
      });
      const response = await idp.fetch(`${OIDC}/logout?${query.toString()}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${ORIGIN}/auth`);
      expect(response.headers.get('set-cookie')).toMatch(/^FILMCOLLAB_IDP_SESSION=;.*Max-Age=0/);

      await expectOAuthError(await idp.refresh(tokens.refresh_token), 400, 'invalid_grant');
      expect((await idp.authorize(pkcePair(), cookie)).headers.get('location')).toBe(
        `${ORIGIN}/auth`,
      );
    });

    it('ends the session by id_token_hint alone when the cookie is gone (keycloak-js POST form)', async () => {
      const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
      const response = await idp.fetch(`${OIDC}/logout`, {
        method: 'POST',
        body: new URLSearchParams({
          id_token_hint: tokens.id_token,
          client_id: CLIENT_ID,
          post_logout_redirect_uri: `${ORIGIN}/auth`,
        }),
      });
      expect(response.status).toBe(302);
      await expectOAuthError(await idp.refresh(tokens.refresh_token), 400, 'invalid_grant');
    });

    it('refuses an unregistered post-logout URI and keeps the session', async () => {
      const { tokens, cookie } = await idp.signInWithCode('demo@filmcollab.local');
      const query = new URLSearchParams({
        client_id: CLIENT_ID,
        post_logout_redirect_uri: 'http://evil.test/auth',
      });
      const response = await idp.fetch(`${OIDC}/logout?${query.toString()}`, {
        headers: { cookie },
      });
      expect(response.headers.get('location')).toBeNull();
      await expectOAuthError(response, 400, 'invalid_request');
      expect((await idp.refresh(tokens.refresh_token)).status).toBe(200);
    });

    it('asks a bare GET to confirm instead of ending the session (logout CSRF), and ends it once confirmed', async () => {
      const { tokens, cookie } = await idp.signInWithCode('demo@filmcollab.local');
      const query = new URLSearchParams({
        client_id: CLIENT_ID,
        post_logout_redirect_uri: `${ORIGIN}/auth`,
      });
      const bare = await idp.fetch(`${OIDC}/logout?${query.toString()}`, { headers: { cookie } });
      expect(bare.status).toBe(200);
      expect(bare.headers.get('set-cookie')).toBeNull();
      const page = await bare.text();
      expect(page).toContain('Do you want to sign out of FilmCollab?');
      expect((await idp.refresh(tokens.refresh_token)).status).toBe(200);

      const confirmation = /name="confirmation" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const forged = await idp.fetch(`${OIDC}/logout`, {
        method: 'POST',
        headers: { cookie },
        body: new URLSearchParams({ client_id: CLIENT_ID, confirmation: 'forged' }),
      });
      expect(forged.status).toBe(200);
      expect(await forged.text()).toContain('Do you want to sign out');

      const confirmed = await idp.fetch(`${OIDC}/logout`, {
        method: 'POST',
        headers: { cookie },
        body: new URLSearchParams({
          confirmation,
          client_id: CLIENT_ID,
          post_logout_redirect_uri: `${ORIGIN}/auth`,
        }),
      });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe(`${ORIGIN}/auth`);
      expect((await idp.authorize(pkcePair(), cookie)).headers.get('location')).toBe(
        `${ORIGIN}/auth`,
      );
    });

    it('does not end a session for an expired id_token_hint alone, but does with that session’s own cookie', async () => {
      const { tokens, cookie } = await idp.signInWithCode('demo@filmcollab.local');
      const expiredHint = await idp.get(TokenService).sign({
        ...decodeJwt(tokens.id_token),
        exp: Math.floor(Date.now() / 1000) - 10,
      });
      const logout = (headers: Record<string, string>) =>
        idp.fetch(`${OIDC}/logout`, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ id_token_hint: expiredHint, client_id: CLIENT_ID }),
        });
      await logout({});
      expect((await idp.refresh(tokens.refresh_token)).status).toBe(200);
      expect((await logout({ cookie })).status).toBe(200);
      expect((await idp.authorize(pkcePair(), cookie)).headers.get('location')).toBe(
        `${ORIGIN}/auth`,
      );
    });

    it('refuses the access tokens of a session that ended, before they expire (identity.session.ended)', async () => {
      const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
      const me = () =>
        idp.fetch('/api/identity/me', {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
      expect((await me()).status).toBe(200);
      const ended = await idp.fetch(`${OIDC}/logout`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: CLIENT_ID, refresh_token: tokens.refresh_token }),
      });
      expect(ended.status).toBe(204);
      await idp.service.waitFor(async () => (await me()).status === 401, 5000, 'the token refused');
      expect(await (await me()).json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    });

    it("accepts Keycloak's refresh-token logout (POST client_id + refresh_token)", async () => {
      const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
      const response = await idp.fetch(`${OIDC}/logout`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: CLIENT_ID, refresh_token: tokens.refresh_token }),
      });
      expect(response.status).toBe(204);
      await expectOAuthError(await idp.refresh(tokens.refresh_token), 400, 'invalid_grant');
    });
  });
});
