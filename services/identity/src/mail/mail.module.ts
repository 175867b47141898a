import { Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox';

@Module({ providers: [MailOutbox], exports: [MailOutbox] })
export class MailModule {}
