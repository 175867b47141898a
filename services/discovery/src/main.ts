import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule, {
  service: 'discovery',
  description:
    'Search read models of projects, people and opportunities, with preferences, history and recommendations.',
});
