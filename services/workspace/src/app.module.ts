import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { workspaceService } from './service-definition';

@Module({ imports: [ServiceKitModule.forRoot(workspaceService)] })
export class AppModule {}
