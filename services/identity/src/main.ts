import 'reflect-metadata';
import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { identityService } from './service-definition';

void bootstrapService(AppModule, identityService);
