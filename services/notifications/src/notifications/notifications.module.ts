import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RealtimeModule as RealtimePublishingModule } from '@filmcollab/service-kit';
import { RealtimeModule } from '../realtime/realtime.module';
import { RecipientsModule } from '../recipients/recipients.module';
import { NotificationSourcesHandler } from './notification-sources.handler';
import { NOTIFICATION_MODEL, NotificationSchema } from './notification.schema';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: NOTIFICATION_MODEL, schema: NotificationSchema }]),
    RealtimePublishingModule,
    RealtimeModule,
    RecipientsModule,
  ],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService, NotificationSourcesHandler],
  exports: [NotificationsService],
})
export class NotificationsModule {}
