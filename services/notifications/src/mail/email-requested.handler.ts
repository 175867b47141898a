import { Injectable } from '@nestjs/common';
import { HandleEvent } from '@filmcollab/service-kit';
import { EmailRequestedEvent, type EventPayload } from '@filmcollab/contracts';
import { MailSender } from './mail-sender';

/** Sends the e-mails other services ask for (identity: verification links, reset codes), once per event. */
@Injectable()
export class EmailRequestedHandler {
  constructor(private readonly sender: MailSender) {}

  @HandleEvent(EmailRequestedEvent)
  async onEmailRequested(payload: EventPayload<typeof EmailRequestedEvent>): Promise<void> {
    await this.sender.send(payload);
  }
}
