import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule, {
  service: 'contest',
  description: 'The monthly one-scene contest: submissions, ratings and VIP claims.',
});
