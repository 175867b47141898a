import { Injectable } from '@nestjs/common';
import { HandleEvent, InjectConfig, type BaseConfig } from '@filmcollab/service-kit';
import { ExternalInvitationSentEvent, type EventPayload } from '@filmcollab/contracts';
import type { NotificationsConfig } from '../config/notifications-config.schema';
import { invitationMail } from './invitation-mail';
import { MailSender } from './mail-sender';

/** Sends the invitation e-mail of `projects.external_invitation.sent`, once per event. */
@Injectable()
export class ExternalInvitationHandler {
  constructor(
    private readonly sender: MailSender,
    @InjectConfig() private readonly config: BaseConfig & NotificationsConfig,
  ) {}

  @HandleEvent(ExternalInvitationSentEvent)
  async onExternalInvitation(
    event: EventPayload<typeof ExternalInvitationSentEvent>,
  ): Promise<void> {
    await this.sender.send(invitationMail(event, this.config.PUBLIC_URL));
  }
}
