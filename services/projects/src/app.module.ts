import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';

@Module({ imports: [ServiceKitModule.forRoot({ service: 'projects' })] })
export class AppModule {}
