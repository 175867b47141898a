import { expectServiceSkeleton } from '@filmcollab/service-kit/testing';
import { AppModule } from './app.module';
import { identityService } from './service-definition';

describe('identity service', () => {
  it('boots on its own database and answers health and OpenAPI', async () => {
    await expectServiceSkeleton(AppModule, identityService);
  });
});
