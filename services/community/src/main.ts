import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { communityService } from './service-definition';

void bootstrapService(AppModule, communityService);
