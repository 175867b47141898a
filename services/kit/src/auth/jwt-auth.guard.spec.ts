import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SignJWT, generateKeyPair } from 'jose';
import { parseServiceConfig, SERVICE_CONFIG } from '../config/service-config';
import { createHttpTestApp } from '../test-support/create-http-test-app';
import { startTestIssuer, type TestIssuer } from '../testing/start-test-issuer';
import type { AuthenticatedUser } from './authenticated-user';
import { CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';

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

describe('JwtAuthGuard', () => {
  let issuer: TestIssuer;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const config = parseServiceConfig('test', {
      OIDC_ISSUER: issuer.issuer,
      OIDC_JWKS_URI: issuer.jwksUri,
      OIDC_AUDIENCE: issuer.audience,
    });
    @Module({
      controllers: [MeController],
      providers: [{ provide: SERVICE_CONFIG, useValue: config }, JwtStrategy, JwtAuthGuard],
    })
    class GuardTestModule {}
    app = await createHttpTestApp(GuardTestModule);
  });

  afterAll(async () => {
    await app?.close();
    await issuer?.stop();
  });

  const call = (token?: string) =>
    app.inject({
      method: 'GET',
      url: '/me',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

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
