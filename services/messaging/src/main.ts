import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule, {
  service: 'messaging',
  description: 'Conversations, direct messages, project group chat, presence and typing.',
});
