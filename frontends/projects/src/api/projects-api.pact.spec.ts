import {
  type CreateProjectRequestInput,
  ProjectApplicationSchema,
  ProjectDetailSchema,
  ProjectSchema,
} from '@filmcollab/contracts/projects';
import { createAppStore } from '@filmcollab/web-kit';
import * as MatchersV3 from '@pact-foundation/pact/src/v3/matchers';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { projectsApi } from './projects-api';

/**
 * The projects micro-frontend's pact with the projects service (creating a project, the project
 * page as a visitor, applying), from the real RTK Query endpoints. The projects service verifies
 * it (services/projects/src/projects-web.pact.spec.ts).
 */
const pact = webPact('projects', 'projects');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

const ON_EXPLORE = 'u-creator has a project on Explore and u-visitor is signed in';
/** The project's id is the service's: the provider state gives it. */
const projectPath = (rest = '') =>
  MatchersV3.fromProviderState(`/api/projects/\${projectId}${rest}`, `/api/projects/p-1${rest}`);
/** People the people read model knows by name, without a photo or a role yet. */
const PERSON_NAMED = ['username', 'fullName'];

describe('pact: projects-web → projects', () => {
  it('creates a project', async () => {
    const body: CreateProjectRequestInput = {
      title: 'Night Shift',
      description: 'A ferry crew at dawn.',
      requiredRoles: ['editor'],
    };
    pact
      .given('u-creator is signed in')
      .uponReceiving('a new project')
      .withRequest({
        method: 'POST',
        path: '/api/projects',
        headers: { authorization: BEARER, 'content-type': 'application/json' },
        body,
      })
      .willRespondWith({
        status: 201,
        body: consumerExpectation(ProjectSchema, {
          nullable: 'null',
          filled: ['description'],
          http: true,
          examples: { title: body.title, description: body.description },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(projectsApi.endpoints.createProject.initiate(body)),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.title).toBe('Night Shift');
    });
  });

  it('shows a project on Explore to a visitor', async () => {
    pact
      .given(ON_EXPLORE)
      .uponReceiving('a visitor’s request for the project page')
      .withRequest({ method: 'GET', path: projectPath(), headers: { authorization: BEARER } })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(ProjectDetailSchema, {
          nullable: 'null',
          filled: PERSON_NAMED,
          http: true,
          examples: { relation: 'non_member' },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(projectsApi.endpoints.projectDetail.initiate('p-1')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.viewer.relation).toBe('non_member');
    });
  });

  it('applies to it', async () => {
    const application = { role: 'editor' as const, message: 'I cut two festival shorts.' };
    pact
      .given(ON_EXPLORE)
      .uponReceiving('a visitor’s application')
      .withRequest({
        method: 'POST',
        path: projectPath('/applications'),
        headers: { authorization: BEARER, 'content-type': 'application/json' },
        body: application,
      })
      .willRespondWith({
        status: 201,
        body: consumerExpectation(ProjectApplicationSchema, {
          nullable: 'null',
          filled: [...PERSON_NAMED, 'message'],
          http: true,
          examples: application,
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(
          projectsApi.endpoints.apply.initiate({ projectId: 'p-1', body: application }),
        ),
      );
      expect(result.error).toBeUndefined();
      expect(result.data).toMatchObject({ role: 'editor', status: 'pending' });
    });
  });
});
