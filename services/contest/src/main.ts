import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { contestService } from './service-definition';

void bootstrapService(AppModule, contestService);
