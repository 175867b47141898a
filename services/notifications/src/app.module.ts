import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { NotificationsConfigSchema } from './config/notifications-config.schema';
import { MailModule } from './mail/mail.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ service: 'notifications', configSchema: NotificationsConfigSchema }),
    MailModule,
  ],
})
export class AppModule {}
