import { expectServiceSkeleton } from '@filmcollab/service-kit/testing';
import { AppModule } from './app.module';
import { notificationsService } from './service-definition';

describe('notifications service', () => {
  it('boots on its own database and answers health and OpenAPI', async () => {
    await expectServiceSkeleton(AppModule, notificationsService);
  });
});
