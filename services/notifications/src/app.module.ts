import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { notificationsService } from './service-definition';
import { MailModule } from './mail/mail.module';
import { RealtimeModule } from './realtime/realtime.module';

@Module({
  imports: [ServiceKitModule.forRoot(notificationsService), MailModule, RealtimeModule],
})
export class AppModule {}
