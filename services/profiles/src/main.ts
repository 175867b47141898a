import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { profilesService } from './service-definition';

void bootstrapService(AppModule, profilesService);
