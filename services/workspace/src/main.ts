import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { workspaceService } from './service-definition';

void bootstrapService(AppModule, workspaceService);
