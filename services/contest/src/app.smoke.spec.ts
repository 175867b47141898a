import { expectServiceSkeleton } from '@filmcollab/service-kit/testing';
import { AppModule } from './app.module';
import { contestService } from './service-definition';

describe('contest service', () => {
  it('boots on its own database and answers health and OpenAPI', async () => {
    await expectServiceSkeleton(AppModule, contestService);
  });
});
