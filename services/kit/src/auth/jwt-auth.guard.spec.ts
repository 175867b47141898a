import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { parseServiceConfig, SERVICE_CONFIG } from '../config/service-config';
import { createHttpTestApp } from '../test-support/create-http-test-app';
import { startTestIssuer, type TestIssuer } from '../testing/start-test-issuer';
import type { AuthenticatedUser } from './authenticated-user';
import { CurrentUser } from './current-user.decorator';
import { JwksKeyCache } from './jwks-key-cache';
import { JwtAuthGuard } from './jwt-auth.guard';
import { VerifiedTokens } from './verified-tokens';
import { JwtStrategy } from './jwt.strategy';
import { EndedSessions } from '../session-revocation/ended-sessions';
import { Clock } from '../time/clock';

@Controller('me')
class MeController {
  @Get()
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthenticatedUser): AuthenticatedUser {
    return user;
  }
}

const claims = {
  sub: 'user-1',
  email: 'ada@example.com',
  preferred_username: 'ada',
  email_verified: true,
  realm_access: { roles: ['user'] },
};

function encode(part: object): string {
  return Buffer.from(JSON.stringify(part)).toString('base64url');
}

async function startGuardApp(oidc: {
  issuer: string;
  jwksUri: string;
  audience: string;
}): Promise<NestFastifyApplication> {
  const config = parseServiceConfig('test', {
    OIDC_ISSUER: oidc.issuer,
    OIDC_JWKS_URI: oidc.jwksUri,
    OIDC_AUDIENCE: oidc.audience,
  });
  @Module({
    controllers: [MeController],
    providers: [
      { provide: SERVICE_CONFIG, useValue: config },
      Clock,
      EndedSessions,
      VerifiedTokens,
      JwtStrategy,
      JwtAuthGuard,
    ],
  })
  class GuardTestModule {}
  return createHttpTestApp(GuardTestModule);
}

function callMe(app: NestFastifyApplication, token?: string) {
  return app.inject({
    method: 'GET',
    url: '/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('JwtAuthGuard', () => {
  let issuer: TestIssuer;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    app = await startGuardApp(issuer);
  });

  afterAll(async () => {
    await app?.close();
    await issuer?.stop();
  });

  const call = (token?: string) => callMe(app, token);

  it('accepts a valid RS256 token and exposes the user', async () => {
    const response = await call(await issuer.sign(claims));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 'user-1',
      email: 'ada@example.com',
      username: 'ada',
      emailVerified: true,
      roles: ['user'],
    });
  });

  it('verifies a token once, then knows it until it expires or its session ends', async () => {
    const verify = jest.spyOn(JwksKeyCache.prototype, 'keyFor');
    const token = await issuer.sign({ ...claims, sid: 'session-cached' });
    expect((await call(token)).statusCode).toBe(200);
    const afterFirst = verify.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(0);
    expect((await call(token)).statusCode).toBe(200);
    expect((await call(token)).json()).toMatchObject({ id: 'user-1' });
    expect(verify.mock.calls.length).toBe(afterFirst);
    verify.mockRestore();

    app.get(EndedSessions).add('session-cached', new Date());
    expect((await call(token)).statusCode).toBe(401);
  });

  it('forgets a known token once it expires', async () => {
    const token = await issuer.sign(claims, { expiresIn: 1 });
    expect((await call(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call(token)).statusCode).toBe(401);
  });

  it('refuses a request without a token', async () => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = (await issuer.sign(claims)).split('.');
    const forged = `${header}.${encode({ ...claims, realm_access: { roles: ['admin'] }, iss: issuer.issuer, aud: issuer.audience, exp: Math.floor(Date.now() / 1000) + 300 })}.${signature}`;
    expect((await call(forged)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    expect((await call(await issuer.sign(claims, { expiresIn: -60 }))).statusCode).toBe(401);
  });

  it('refuses a token from another issuer or for another audience', async () => {
    expect(
      (await call(await issuer.sign(claims, { issuer: 'http://evil.example/realms/filmcollab' })))
        .statusCode,
    ).toBe(401);
    expect((await call(await issuer.sign(claims, { audience: 'another-api' }))).statusCode).toBe(
      401,
    );
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, iss: issuer.issuer, aud: issuer.audience, iat: now, exp: now + 300 })}.`;
    expect((await call(unsigned)).statusCode).toBe(401);
  });

  it('refuses an HS256 token, even one keyed with the public key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const jwks = (await (await fetch(issuer.jwksUri)).json()) as { keys: { n: string }[] };
    const hs256 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(issuer.issuer)
      .setAudience(issuer.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode(jwks.keys[0].n));
    expect((await call(hs256)).statusCode).toBe(401);
  });

  it('refuses a token signed by an unknown key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuer.issuer)
      .setAudience(issuer.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
    expect((await call(foreign)).statusCode).toBe(401);
  });
});

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** An IdP whose JWKS publishes the keys of `rotateTo`, counting how often it is fetched. */
async function startRotatingIssuer() {
  const privateKeys = new Map<string, SigningKey>();
  let published: JWK[] = [];
  let jwksRequests = 0;
  const server = createServer((_req, res) => {
    jwksRequests += 1;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}/realms/filmcollab`;
  const audience = 'filmcollab-api';
  return {
    issuer,
    jwksUri: `${issuer}/protocol/openid-connect/certs`,
    audience,
    jwksRequests: () => jwksRequests,
    async rotateTo(kids: string[]): Promise<void> {
      for (const kid of kids) {
        if (!privateKeys.has(kid)) {
          const { privateKey, publicKey } = await generateKeyPair('RS256');
          privateKeys.set(kid, privateKey);
          published.push({ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' });
        }
      }
      published = published.filter((jwk) => kids.includes(jwk.kid ?? ''));
    },
    async sign(kid: string): Promise<string> {
      const privateKey = privateKeys.get(kid) ?? (await generateKeyPair('RS256')).privateKey;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('JwtAuthGuard when the IdP rotates its keys', () => {
  let issuer: Awaited<ReturnType<typeof startRotatingIssuer>>;
  let app: NestFastifyApplication;
  let clockOffsetMs = 0;

  // Time stands still unless the test moves it: a loaded machine must not expire the cooldown.
  const realNow = Date.now.bind(Date);
  const later = (ms: number) => {
    clockOffsetMs += ms;
  };
  const statusOf = async (token: string) => (await callMe(app, token)).statusCode;

  beforeEach(async () => {
    clockOffsetMs = 0;
    const frozenAt = realNow();
    jest.spyOn(Date, 'now').mockImplementation(() => frozenAt + clockOffsetMs);
    issuer = await startRotatingIssuer();
    await issuer.rotateTo(['key-1']);
    app = await startGuardApp(issuer);
  });

  afterEach(async () => {
    await app?.close();
    await issuer?.stop();
    jest.restoreAllMocks();
  });

  it('verifies every token of a key with one JWKS fetch', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => issuer.sign('key-1')));
    const statuses = await Promise.all(tokens.map(statusOf));
    expect(statuses).toEqual([200, 200, 200]);
    expect(await statusOf(tokens[0])).toBe(200);
    expect(issuer.jwksRequests()).toBe(1);
  });

  it('accepts a token of the new key after one refetch, and refuses the retired key', async () => {
    const retired = await issuer.sign('key-1');
    expect(await statusOf(retired)).toBe(200);

    await issuer.rotateTo(['key-2']);
    later(10_000);
    expect(await statusOf(await issuer.sign('key-2'))).toBe(200);
    expect(issuer.jwksRequests()).toBe(2);
    expect(await statusOf(retired)).toBe(401);
  });

  it('stops accepting a key the JWKS dropped once the cached keys are old', async () => {
    const token = await issuer.sign('key-1');
    expect(await statusOf(token)).toBe(200);

    await issuer.rotateTo(['key-2']);
    later(11 * 60 * 1000);
    expect(await statusOf(token)).toBe(401);
    expect(issuer.jwksRequests()).toBe(2);
  });

  it('keeps verifying with the last keys while the JWKS endpoint is unreachable', async () => {
    const token = await issuer.sign('key-1');
    expect(await statusOf(token)).toBe(200);

    await issuer.stop();
    later(11 * 60 * 1000);
    expect(await statusOf(token)).toBe(200);
    expect(await statusOf(await issuer.sign('key-2'))).toBe(401);
  });

  it('does not hammer the JWKS endpoint with unknown kids', async () => {
    expect(await statusOf(await issuer.sign('key-1'))).toBe(200);
    const unknown = await Promise.all(
      Array.from({ length: 20 }, (_, index) => issuer.sign(`unknown-${index}`)),
    );

    // Within the cooldown after a fetch: no fetch at all.
    expect(new Set(await Promise.all(unknown.map(statusOf)))).toEqual(new Set([401]));
    expect(issuer.jwksRequests()).toBe(1);

    // After it: the concurrent requests share one fetch.
    later(10_000);
    expect(new Set(await Promise.all(unknown.map(statusOf)))).toEqual(new Set([401]));
    expect(issuer.jwksRequests()).toBe(2);
  });
});
