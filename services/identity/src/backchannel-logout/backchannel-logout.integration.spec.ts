import { randomUUID } from 'node:crypto';
import { SessionEndedEvent } from '@filmcollab/contracts';
import {
  type ServiceHarness,
  type TestIssuer,
  startServiceHarness,
  startTestIssuer,
} from '@filmcollab/service-kit/testing';
import type { JWTPayload } from 'jose';
import { AppModule } from '../app.module';
import { identityService } from '../service-definition';

const BACKCHANNEL_LOGOUT = '/internal/backchannel-logout';
const EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const WEB_CLIENT = 'filmcollab-web';

const KEYCLOAK_ENV = {
  ACCOUNT_ADAPTER: 'keycloak',
  KEYCLOAK_URL: 'http://127.0.0.1:9',
  KEYCLOAK_ADMIN_CLIENT_ID: 'filmcollab-identity',
  KEYCLOAK_ADMIN_CLIENT_SECRET: 'unused-by-these-tests',
};

/** The claims of a Keycloak 26 logout token (`sid` of the ended session, the event, a fresh `jti`). */
const logoutClaims = (sid: string, overrides: JWTPayload = {}): JWTPayload => ({
  sub: randomUUID(),
  sid,
  jti: randomUUID(),
  typ: 'Logout',
  events: { [EVENT]: {} },
  ...overrides,
});

describe('OIDC back-channel logout from Keycloak (ACCOUNT_ADAPTER=keycloak)', () => {
  let keycloak: TestIssuer;
  let impostor: TestIssuer;
  let harness: ServiceHarness;

  beforeAll(async () => {
    keycloak = await startTestIssuer();
    impostor = await startTestIssuer();
    harness = await startServiceHarness(AppModule, {
      service: identityService,
      env: { ...KEYCLOAK_ENV, OIDC_ISSUER: keycloak.issuer, OIDC_JWKS_URI: keycloak.jwksUri },
    });
  });

  afterAll(async () => {
    await harness?.stop();
    await keycloak?.stop();
    await impostor?.stop();
  });

  const post = (body: URLSearchParams | string, contentType?: string) =>
    fetch(`${harness.url}${BACKCHANNEL_LOGOUT}`, {
      method: 'POST',
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
      body,
    });
  const postToken = (token: string) => post(new URLSearchParams({ logout_token: token }));
  const signed = (claims: JWTPayload, by = keycloak, options = {}) =>
    by.sign(claims, { audience: WEB_CLIENT, issuer: keycloak.issuer, ...options });

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'invalid_request' });
  }

  it('publishes identity.session.ended for the sid of a valid logout token, then refuses the same token again', async () => {
    const ended = await harness.recordEvents(SessionEndedEvent);
    const token = await signed(logoutClaims('keycloak-session-1'));

    const response = await postToken(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const event = await ended.next();
    expect(event.sessionId).toBe('keycloak-session-1');
    expect(Date.parse(event.endedAt)).toBeGreaterThan(Date.now() - 60_000);

    await expectRefused(await postToken(token));
  });

  it('refuses, without publishing anything, tokens of a wrong key, issuer or audience, without the event, sid or jti, with a nonce, or expired', async () => {
    const ended = await harness.recordEvents(SessionEndedEvent);
    const refused = [
      await signed(logoutClaims('wrong-key'), impostor),
      await signed(logoutClaims('wrong-issuer'), keycloak, { issuer: 'http://evil.test/realms/x' }),
      await signed(logoutClaims('wrong-audience'), keycloak, { audience: 'filmcollab-api' }),
      await signed(logoutClaims('no-event', { events: undefined })),
      await signed(logoutClaims('other-event', { events: { 'urn:other': {} } })),
      await signed(logoutClaims('', { sid: undefined })),
      await signed(logoutClaims('no-jti', { jti: undefined })),
      await signed(logoutClaims('with-nonce', { nonce: 'n-0S6' })),
      await signed(logoutClaims('expired'), keycloak, { expiresIn: -60 }),
      'not-a-jwt',
    ];
    for (const token of refused) {
      await expectRefused(await postToken(token));
    }
    await expectRefused(await post(new URLSearchParams({ token: 'x' })));

    // Events leave the outbox in order: once this one arrived, none of the refused ones was stored.
    expect((await postToken(await signed(logoutClaims('after-refusals')))).status).toBe(200);
    expect((await ended.next()).sessionId).toBe('after-refusals');
    expect(ended.payloads.map((payload) => payload.sessionId)).toEqual(['after-refusals']);
  });

  it('takes the form encoding only, and is not under the gateway-routed /api/identity prefix', async () => {
    const json = await post(JSON.stringify({ logout_token: 'x' }), 'application/json');
    expect(json.status).toBe(415);
    expect((await harness.request('/api/identity/internal/backchannel-logout')).status).toBe(404);
  });
});

describe('back-channel logout with the embedded IdP (ACCOUNT_ADAPTER=local)', () => {
  it('is off: the embedded IdP announces its ended sessions itself', async () => {
    const harness = await startServiceHarness(AppModule, { service: identityService });
    try {
      const response = await fetch(`${harness.url}${BACKCHANNEL_LOGOUT}`, {
        method: 'POST',
        body: new URLSearchParams({ logout_token: 'x' }),
      });
      expect(response.status).toBe(404);
    } finally {
      await harness.stop();
    }
  });
});
