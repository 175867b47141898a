import { randomUUID } from 'node:crypto';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import {
  ApplicationSubmittedEvent,
  ConnectionRequestSentEvent,
  DirectMessageSentEvent,
  ExternalInvitationSentEvent,
  UserRegisteredEvent,
} from '@filmcollab/contracts';
import { AppModule } from '../app.module';
import { notificationsService } from '../service-definition';
import { consumersBound } from '../testing/consumers-bound';
import {
  applicationSubmitted,
  connectionRequestSent,
  directMessageSent,
  externalInvitationSent,
} from '../testing/event-builders';
import { eventually, readableMail, TestSmtpServer } from '../testing/test-smtp-server';
import { DigestScheduleRepository } from './digest-schedule.repository';
import { DigestScheduler } from './digest-scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe('e-mail: daily digest and external invitations', () => {
  let smtp: TestSmtpServer;
  let harness: ServiceHarness;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    const port = await smtp.start();
    harness = await startServiceHarness(AppModule, {
      service: notificationsService,
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        PUBLIC_URL: 'https://filmcollab.test',
        DIGEST_POLL_MS: '3600000',
      },
    });
    await consumersBound(harness, [
      UserRegisteredEvent,
      ConnectionRequestSentEvent,
      ApplicationSubmittedEvent,
      DirectMessageSentEvent,
      ExternalInvitationSentEvent,
    ]);
  });
  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  /** The stored schedule says the digest is due (as after a restart past the digest hour). */
  const makeDue = () =>
    harness.get(DigestScheduleRepository).completed(new Date(), new Date(Date.now() - 1000));

  it('mails each user one digest of their wanted unread items older than a day, once', async () => {
    const user = await harness.createUser();
    await harness.publish(UserRegisteredEvent, {
      userId: user.id,
      email: user.email,
      username: user.username,
      fullName: 'Dana Digest',
    });
    await harness.request('/api/notifications/preferences', {
      as: user,
      method: 'PUT',
      body: { email: { direct_message: false } },
    });
    const old = daysAgo(2);
    await harness.publish(
      ConnectionRequestSentEvent,
      connectionRequestSent({ receiverId: user.id, sentAt: old }),
    );
    await harness.publish(
      ApplicationSubmittedEvent,
      applicationSubmitted({ creatorId: user.id, at: old, projectTitle: 'Old <Reel>' }),
    );
    await harness.publish(
      DirectMessageSentEvent,
      directMessageSent({ receiverId: user.id, sentAt: old }),
    );
    await harness.publish(
      ConnectionRequestSentEvent,
      connectionRequestSent({ receiverId: user.id }),
    );
    // Read items never go into a digest.
    const readOne = connectionRequestSent({
      receiverId: user.id,
      sentAt: old,
      senderName: 'Read Rob',
    });
    await harness.publish(ConnectionRequestSentEvent, readOne);
    await harness.waitForConsumersIdle();
    const listed = await harness.request('/api/notifications', { as: user });
    const robs = listed.body.items.filter((item: { message: string }) =>
      item.message.startsWith('Read Rob'),
    );
    await harness.request('/api/notifications/read', {
      as: user,
      method: 'POST',
      body: { ids: robs.map((item: { id: string }) => item.id) },
    });

    await makeDue();
    expect(await harness.get(DigestScheduler).poll()).toBe(true);
    const mail = await eventually(() => smtp.received.find((m) => m.to.includes(user.email)));
    const body = readableMail(mail.raw);
    expect(body).toContain('Subject: You have 2 unread notifications on FilmCollab');
    expect(body).toContain('Hi Dana Digest,');
    expect(body).toContain('- New Connection Request: Sam Sender wants to connect with you');
    expect(body).toContain(
      '- New Project Application: Ana Applicant applied to Old <Reel> as Gaffer',
    );
    expect(body).toContain('Old &lt;Reel&gt;');
    expect(body).not.toContain('New Message');
    expect(body).not.toContain('Read Rob');

    const next = await harness.get(DigestScheduleRepository).nextRunAt();
    expect(next!.getTime()).toBeGreaterThan(Date.now());
    expect(await harness.get(DigestScheduler).poll()).toBe(false);
    await makeDue();
    expect(await harness.get(DigestScheduler).poll()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('keeps a due digest across restarts and lets one replica run it', async () => {
    await makeDue();
    const replica = await harness.startReplica();
    const runs = await Promise.all([
      harness.get(DigestScheduler).poll(),
      replica.app.get(DigestScheduler).poll(),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
  });

  it('sends the external invitation e-mail with its preview, once per event', async () => {
    const eventId = randomUUID();
    const invitation = externalInvitationSent({
      email: 'new.talent@example.com',
      message: 'Bring <your> reel',
    });
    await harness.publish(ExternalInvitationSentEvent, invitation, { eventId });
    await harness.publish(ExternalInvitationSentEvent, invitation, { eventId });
    const mail = await eventually(() =>
      smtp.received.find((m) => m.to.includes('new.talent@example.com')),
    );
    const body = readableMail(mail.raw);
    expect(body).toContain('Subject: Ivy Inviter invited you to join "Night Shoot" on FilmCollab');
    expect(body).toContain(
      'Ivy Inviter invited you to collaborate on "Night Shoot". FilmCollab is where independent filmmakers',
    );
    expect(body).toContain('Hi Gus Guest,');
    expect(body).toContain('Bring &lt;your&gt; reel');
    expect(body).toContain('https://filmcollab.test/auth');
    await harness.waitForConsumersIdle();
    expect(smtp.received.filter((m) => m.to.includes('new.talent@example.com'))).toHaveLength(1);
  });
});
