import { Module } from '@nestjs/common';
import { EmailRequestedHandler } from './email-requested.handler';
import { MailSender } from './mail-sender';

@Module({ providers: [MailSender, EmailRequestedHandler] })
export class MailModule {}
