import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { notificationsService } from './service-definition';
import { MailModule } from './mail/mail.module';
import { DigestModule } from './digest/digest.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PreferencesModule } from './preferences/preferences.module';
import { RealtimeModule } from './realtime/realtime.module';

@Module({
  imports: [
    ServiceKitModule.forRoot(notificationsService),
    MailModule,
    RealtimeModule,
    NotificationsModule,
    PreferencesModule,
    DigestModule,
  ],
})
export class AppModule {}
