import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { communityService } from './service-definition';

@Module({ imports: [ServiceKitModule.forRoot(communityService)] })
export class AppModule {}
