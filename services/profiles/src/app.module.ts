import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';

@Module({ imports: [ServiceKitModule.forRoot({ service: 'profiles' })] })
export class AppModule {}
