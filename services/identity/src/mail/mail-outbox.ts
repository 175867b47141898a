import { Injectable } from '@nestjs/common';
import { Outbox } from '@filmcollab/service-kit';
import { EmailRequestedEvent } from '@filmcollab/contracts';
import type { MailContent } from './mail-templates';

/**
 * Hands an e-mail to the notifications service (it sends over SMTP) as a durable event, stored in
 * the outbox with whatever the caller's unit of work writes.
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly outbox: Outbox) {}

  async send(to: string, content: MailContent): Promise<void> {
    await this.outbox.add(EmailRequestedEvent, { to, ...content });
  }
}
