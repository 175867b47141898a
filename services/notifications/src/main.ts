import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule, {
  service: 'notifications',
  description: 'Notifications, the realtime socket and outgoing e-mail.',
});
