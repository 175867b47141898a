import { Module } from '@nestjs/common';
import { EmailRequestedHandler } from './email-requested.handler';
import { ExternalInvitationHandler } from './external-invitation.handler';
import { MailSender } from './mail-sender';

@Module({
  providers: [MailSender, EmailRequestedHandler, ExternalInvitationHandler],
  exports: [MailSender],
})
export class MailModule {}
