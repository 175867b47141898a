import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseServiceConfig, SERVICE_CONFIG } from '../config/service-config';
import { EndedSessions } from '../session-revocation/ended-sessions';
import { createHttpTestApp } from '../test-support/create-http-test-app';
import { startTestIssuer, type TestIssuer } from '../testing/start-test-issuer';
import { Clock } from '../time/clock';
import type { AuthenticatedUser } from './authenticated-user';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { OptionalCurrentUser } from './optional-current-user.decorator';
import { OptionalJwtAuthGuard } from './optional-jwt-auth.guard';
import { VerifiedTokens } from './verified-tokens';

@Controller('viewer')
class ViewerController {
  @Get()
  @UseGuards(OptionalJwtAuthGuard)
  viewer(@OptionalCurrentUser() user: AuthenticatedUser | null): { id: string | null } {
    return { id: user?.id ?? null };
  }
}

describe('OptionalJwtAuthGuard', () => {
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
      controllers: [ViewerController],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        Clock,
        EndedSessions,
        VerifiedTokens,
        JwtStrategy,
        JwtAuthGuard,
        OptionalJwtAuthGuard,
      ],
    })
    class OptionalGuardTestModule {}
    app = await createHttpTestApp(OptionalGuardTestModule);
  });

  afterAll(async () => {
    await app?.close();
    await issuer?.stop();
  });

  const call = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/viewer', headers: authorization ? { authorization } : {} });

  it('lets an anonymous request through without a user', async () => {
    const response = await call();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: null });
  });

  it('names the user of a valid token', async () => {
    const token = await issuer.sign({ sub: 'user-7', preferred_username: 'ada' });
    expect((await call(`Bearer ${token}`)).json()).toEqual({ id: 'user-7' });
  });

  it('refuses an invalid or expired token instead of treating it as signed out', async () => {
    expect((await call('Bearer not-a-jwt')).statusCode).toBe(401);
    const expired = await issuer.sign({ sub: 'user-7' }, { expiresIn: -10 });
    expect((await call(`Bearer ${expired}`)).json()).toEqual({
      message: 'Unauthorized',
      code: 'UNAUTHORIZED',
    });
  });
});
