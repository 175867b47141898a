import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { EmailRequestedEvent } from '@filmcollab/contracts';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { AppModule } from '../app.module';
import { notificationsService } from '../service-definition';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that records what it accepts; `refuseNext` answers 451 to that many messages first. */
class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  refuseNext = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refuseNext > 0) {
          this.refuseNext -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('outgoing e-mail: identity.email.requested → SMTP', () => {
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
