import {
  type ServiceHarness,
  startServiceHarness,
  type TestUser,
} from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { AppModule } from './app.module';
import { projectsService } from './service-definition';
import { ProjectsApi, signUp } from './testing/projects-test-kit';

/**
 * Provider side of the projects micro-frontend's pact (tests/contracts/pacts/web/projects-web-projects.json,
 * written by frontends/projects/src/api/projects-api.pact.spec.ts): replayed against this service.
 */
describe('pact: projects honours projects-web’s pact', () => {
  let harness: ServiceHarness;
  let api: ProjectsApi;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    api = new ProjectsApi(harness);
  });
  afterAll(() => harness?.stop());

  it('answers every interaction as the frontend expects', async () => {
    const creator: TestUser = await signUp(harness, 'creator');
    await verifyWebPact({
      frontend: 'projects',
      service: 'projects',
      url: harness.url,
      states: {
        'u-creator is signed in': async () => ({ token: creator.token }),
        'u-creator has a project on Explore and u-visitor is signed in': async () => {
          const project = await api.createOpenProject(creator, { title: 'Harbour Lights' });
          const visitor = await signUp(harness, 'visitor');
          return { token: visitor.token, values: { projectId: project.id } };
        },
      },
    });
  });
});
