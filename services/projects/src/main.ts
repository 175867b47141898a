import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { projectsService } from './service-definition';

void bootstrapService(AppModule, projectsService);
