import { expectServiceSkeleton } from '@filmcollab/service-kit/testing';
import { AppModule } from './app.module';
import { projectsService } from './service-definition';

describe('projects service', () => {
  it('boots on its own database and answers health and OpenAPI', async () => {
    await expectServiceSkeleton(AppModule, projectsService);
  });
});
