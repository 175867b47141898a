import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { discoveryService } from './service-definition';

@Module({ imports: [ServiceKitModule.forRoot(discoveryService)] })
export class AppModule {}
