import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type EventEnvelope, SessionEndedEvent } from '@filmcollab/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { EventStreams } from '../events/event-streams';
import { JetStreamPublisher } from '../events/jetstream-publisher';
import { defineService } from '../service/define-service';
import { ServiceKitModule } from '../service-kit.module';
import {
  startTestInfrastructure,
  type TestInfrastructure,
} from '../testing/infrastructure/claim-test-infrastructure';
import { startTestIssuer, type TestIssuer } from '../testing/start-test-issuer';
import { startTestService, testEnvironment, type TestService } from '../testing/start-test-service';
import { waitFor } from '../testing/wait-for';

// Borrows a domain that consumes nothing: only the kit's own listener is at work.
const guardedService = defineService({
  name: 'contest',
  description: 'Kit session revocation test.',
});

@Controller('whoami')
class WhoAmIController {
  @Get()
  @UseGuards(JwtAuthGuard)
  whoAmI(@CurrentUser() user: AuthenticatedUser): { id: string } {
    return { id: user.id };
  }
}

@Module({ imports: [ServiceKitModule.forRoot(guardedService)], controllers: [WhoAmIController] })
class GuardedModule {}

describe('ended IdP sessions (identity.session.ended → every instance refuses their access tokens)', () => {
  let infrastructure: TestInfrastructure;
  let issuer: TestIssuer;
  const started: TestService[] = [];

  const start = async () => {
    const service = await startTestService(GuardedModule, {
      service: guardedService,
      env: testEnvironment(infrastructure, issuer),
    });
    started.push(service);
    return service;
  };
  const whoAmI = async (service: TestService, sessionId: string) =>
    fetch(`${service.url}/api/contest/whoami`, {
      headers: {
        authorization: `Bearer ${await issuer.sign({ sub: 'user-1', sid: sessionId, email: 'ada@example.com' })}`,
      },
    });
  const endSession = async (service: TestService, sessionId: string, endedAt = new Date()) => {
    const envelope: EventEnvelope = {
      id: randomUUID(),
      subject: SessionEndedEvent.subject,
      occurredAt: endedAt.toISOString(),
      payload: { sessionId, endedAt: endedAt.toISOString() },
    };
    // As identity, the stream's owner, would: it is not running here.
    await service.app.get(EventStreams).declareOwnersOf([SessionEndedEvent]);
    await service.app.get(JetStreamPublisher).publish(SessionEndedEvent.subject, envelope);
  };

  beforeAll(async () => {
    [infrastructure, issuer] = await Promise.all([startTestInfrastructure(), startTestIssuer()]);
  });

  afterAll(async () => {
    for (const service of started) await service.stop();
    await Promise.all([infrastructure?.stop(), issuer?.stop()]);
  });

  it('refuses the ended session on every running instance and on one started later, keeps the others', async () => {
    const first = await start();
    const second = await start();
    const ended = randomUUID();
    const live = randomUUID();
    expect((await whoAmI(first, ended)).status).toBe(200);

    await endSession(first, ended);

    for (const instance of [first, second]) {
      await waitFor(async () => (await whoAmI(instance, ended)).status === 401, 5000, 'refused');
      const refused = await whoAmI(instance, ended);
      expect(await refused.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
      expect((await whoAmI(instance, live)).status).toBe(200);
    }

    // Started after the event: it reads back an access token's lifetime of ended sessions.
    const restarted = await start();
    await waitFor(async () => (await whoAmI(restarted, ended)).status === 401, 5000, 'replayed');
    expect((await whoAmI(restarted, live)).status).toBe(200);
  });

  it('forgets a session that ended longer ago than an access token lives', async () => {
    const instance = await start();
    const longAgo = randomUUID();
    await endSession(instance, longAgo, new Date(Date.now() - 301_000));
    const recent = randomUUID();
    await endSession(instance, recent);
    await waitFor(
      async () => (await whoAmI(instance, recent)).status === 401,
      5000,
      'recent refused',
    );
    expect((await whoAmI(instance, longAgo)).status).toBe(200);
  });
});
