import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { AppModule } from './app.module';
import { projectsService } from './service-definition';
import { ProjectsApi, signUp } from './testing/projects-test-kit';

/**
 * Provider side of the discovery micro-frontend's pact with projects
 * (tests/contracts/pacts/web/discovery-web-projects.json, written by
 * frontends/discovery/src/api/projects-calls.pact.spec.ts): replayed against this service.
 */
describe('pact: projects honours discovery-web’s pact', () => {
  let harness: ServiceHarness;
  let api: ProjectsApi;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    api = new ProjectsApi(harness);
  });
  afterAll(() => harness?.stop());

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'discovery',
      service: 'projects',
      url: harness.url,
      states: {
        'u-creator’s project has a pending application and u-creator is signed in': async () => {
          const [creator, applicant] = await Promise.all([
            signUp(harness, 'creator'),
            signUp(harness, 'applicant'),
          ]);
          const project = await api.createOpenProject(creator, { title: 'Harbour Lights' });
          const applied = await api.apply(applicant, project.id, {
            role: 'editor',
            message: 'I cut two festival shorts.',
          });
          if (applied.status !== 201) throw new Error(`application refused: ${applied.status}`);
          return { token: creator.token, values: { projectId: project.id } };
        },
      },
    });
  });
});
