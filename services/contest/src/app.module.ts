import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { contestService } from './service-definition';

@Module({ imports: [ServiceKitModule.forRoot(contestService)] })
export class AppModule {}
