import { expectServiceSkeleton } from '@filmcollab/service-kit/testing';
import { AppModule } from './app.module';
import { discoveryService } from './service-definition';

describe('discovery service', () => {
  it('boots on its own database and answers health and OpenAPI', async () => {
    await expectServiceSkeleton(AppModule, discoveryService);
  });
});
