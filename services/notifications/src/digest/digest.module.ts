import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PreferencesModule } from '../preferences/preferences.module';
import { RecipientsModule } from '../recipients/recipients.module';
import { DailyDigest } from './daily-digest';
import { DIGEST_SCHEDULE_MODEL, DigestScheduleSchema } from './digest-schedule.schema';
import { DigestScheduleRepository } from './digest-schedule.repository';
import { DigestScheduler } from './digest-scheduler';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: DIGEST_SCHEDULE_MODEL, schema: DigestScheduleSchema }]),
    MailModule,
    NotificationsModule,
    PreferencesModule,
    RecipientsModule,
  ],
  providers: [DigestScheduleRepository, DailyDigest, DigestScheduler],
})
export class DigestModule {}
