import 'reflect-metadata';
import { bootstrapService } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { IDENTITY_SERVICE_OPTIONS } from './service-options';

void bootstrapService(AppModule, IDENTITY_SERVICE_OPTIONS);
