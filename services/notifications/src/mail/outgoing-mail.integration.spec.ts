import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { EmailRequestedEvent, InviteSentEvent } from '@filmcollab/contracts';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../app.module';
import { notificationsService } from '../service-definition';
import { eventually, TestSmtpServer } from '../testing/test-smtp-server';

describe('outgoing e-mail: identity.email.requested and community.invite.sent → SMTP', () => {
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
        MAIL_FROM: 'FilmCollab <no-reply@filmcollab.test>',
        EVENT_RETRY_BASE_MS: '100',
      },
    });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  // Published as identity does (the harness stands in for the owner of the IDENTITY stream).
  const publish = (to: string, eventId: string) =>
    harness.publish(
      EmailRequestedEvent,
      {
        to,
        subject: 'Verify your FilmCollab email address',
        text: 'Open this link to verify your address.',
        html: '<p>Open this link to verify your address.</p>',
      },
      { eventId },
    );

  it('sends the requested e-mail from MAIL_FROM, once per event id', async () => {
    const eventId = randomUUID();
    await publish('maya@example.com', eventId);
    await publish('maya@example.com', eventId);
    const mail = await eventually(() =>
      smtp.received.find((m) => m.to.includes('maya@example.com')),
    );
    expect(mail.from).toBe('no-reply@filmcollab.test');
    expect(mail.raw).toContain('Subject: Verify your FilmCollab email address');
    expect(mail.raw).toContain('Open this link to verify your address.');
    expect(mail.raw).toContain('<p>Open this link to verify your address.</p>');

    // A later, different event still goes out, and the repeated one never did.
    await publish('later@example.com', randomUUID());
    await eventually(() => smtp.received.find((m) => m.to.includes('later@example.com')));
    expect(smtp.received.filter((m) => m.to.includes('maya@example.com'))).toHaveLength(1);
  });

  it("sends community's friend invite as composed, once per event id", async () => {
    const eventId = randomUUID();
    const invite = {
      inviteId: 'invite-1',
      inviterId: 'user-1',
      inviterName: 'Ivy Inviter',
      name: 'Gus Guest',
      to: 'gus@example.com',
      subject: 'Ivy Inviter invited you to FilmCollab',
      text: 'Join us: https://filmcollab.test/auth?tab=signup',
      html: '<p>Join us: <a href="https://filmcollab.test/auth?tab=signup">sign up</a></p>',
      signUpUrl: 'https://filmcollab.test/auth?tab=signup',
      sentAt: new Date().toISOString(),
    };
    await harness.publish(InviteSentEvent, invite, { eventId });
    await harness.publish(InviteSentEvent, invite, { eventId });
    const mail = await eventually(() =>
      smtp.received.find((m) => m.to.includes('gus@example.com')),
    );
    expect(mail.raw).toContain('Subject: Ivy Inviter invited you to FilmCollab');
    expect(mail.raw).toContain('https://filmcollab.test/auth?tab=signup');
    await harness.waitForConsumersIdle();
    expect(smtp.received.filter((m) => m.to.includes('gus@example.com'))).toHaveLength(1);
  });

  it('retries when the SMTP server refuses the message for now', async () => {
    smtp.refuseNext = 2;
    await publish('retry@example.com', randomUUID());
    const mail = await eventually(() =>
      smtp.received.find((m) => m.to.includes('retry@example.com')),
    );
    expect(mail.raw).toContain('Subject: Verify your FilmCollab email address');
    expect(smtp.refuseNext).toBe(0);
  });
});
