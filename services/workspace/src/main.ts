import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule, {
  service: 'workspace',
  description: 'The collaboration workspace: milestones, tasks, files, calendar events and stats.',
});
