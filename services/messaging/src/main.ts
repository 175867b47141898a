import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { messagingService } from './service-definition';

void bootstrapService(AppModule, messagingService);
