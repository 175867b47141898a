import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { projectsService } from './service-definition';

@Module({ imports: [ServiceKitModule.forRoot(projectsService)] })
export class AppModule {}
