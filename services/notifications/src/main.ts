import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { notificationsService } from './service-definition';

void bootstrapService(AppModule, notificationsService);
