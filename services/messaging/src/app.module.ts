import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { messagingService } from './service-definition';

@Module({ imports: [ServiceKitModule.forRoot(messagingService)] })
export class AppModule {}
