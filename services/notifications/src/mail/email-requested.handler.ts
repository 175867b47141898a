import { Injectable } from '@nestjs/common';
import { HandleEvent } from '@filmcollab/service-kit';
import { EmailRequestedEvent, InviteSentEvent, type EventPayload } from '@filmcollab/contracts';
import { MailSender } from './mail-sender';

/**
 * Sends the e-mails other services compose themselves, once per event: identity's verification
 * links and reset codes, community's friend invites.
 */
@Injectable()
export class EmailRequestedHandler {
  constructor(private readonly sender: MailSender) {}

  @HandleEvent(EmailRequestedEvent)
  async onEmailRequested(payload: EventPayload<typeof EmailRequestedEvent>): Promise<void> {
    await this.sender.send(payload);
  }

  @HandleEvent(InviteSentEvent)
  async onFriendInvite({
    to,
    subject,
    text,
    html,
  }: EventPayload<typeof InviteSentEvent>): Promise<void> {
    await this.sender.send({ to, subject, text, html });
  }
}
