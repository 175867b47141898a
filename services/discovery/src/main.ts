import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { discoveryService } from './service-definition';

void bootstrapService(AppModule, discoveryService);
