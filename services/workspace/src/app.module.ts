import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';

@Module({ imports: [ServiceKitModule.forRoot({ service: 'workspace' })] })
export class AppModule {}
