import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule, {
  service: 'community',
  description: 'The community feed: posts, comments, likes, mentions, tags and friend invites.',
});
