import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule, {
  service: 'projects',
  description: 'Projects, members, applications, invitations and opportunities.',
});
