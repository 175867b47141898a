import { Injectable } from '@nestjs/common';
import { EventBus } from '@filmcollab/service-kit';
import { EmailRequestedEvent } from '@filmcollab/contracts';
import type { MailContent } from './mail-templates';

/** Hands an e-mail to the notifications service (it sends over SMTP) as a durable event. */
@Injectable()
export class MailOutbox {
  constructor(private readonly events: EventBus) {}

  async send(to: string, content: MailContent): Promise<void> {
    await this.events.publish(EmailRequestedEvent, { to, ...content });
  }
}
