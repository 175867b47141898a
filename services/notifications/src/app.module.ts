import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { notificationsService } from './service-definition';
import { MailModule } from './mail/mail.module';

@Module({
  imports: [ServiceKitModule.forRoot(notificationsService), MailModule],
})
export class AppModule {}
