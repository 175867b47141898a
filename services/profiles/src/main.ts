import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule, {
  service: 'profiles',
  description: 'Profiles, ratings, feedback and connections.',
});
