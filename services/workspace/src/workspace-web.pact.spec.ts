import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import {
  announceProfile,
  createProject,
  startWorkspaceHarness,
  type TestProject,
} from './testing/workspace-test-setup';

/**
 * Provider side of the workspace micro-frontend's pact (tests/contracts/pacts/web/workspace-web-workspace.json,
 * written by frontends/workspace/src/api/workspace-api.pact.spec.ts): replayed against this service.
 */
describe('pact: workspace honours workspace-web’s pact', () => {
  let harness: ServiceHarness;
  let project: TestProject | undefined;

  beforeAll(async () => {
    harness = await startWorkspaceHarness();
  });
  afterAll(() => harness?.stop());

  /** A project as projects' events announce it, its creator known by name, one task; once. */
  async function projectWithATask(): Promise<TestProject> {
    if (project) return project;
    const creator: TestUser = await harness.createUser({ username: 'wren_creator' });
    await announceProfile(harness, creator, 'Wren Creator');
    const created = await createProject(harness, creator);
    const task = await harness.request(`/api/workspace/projects/${created.id}/tasks`, {
      method: 'POST',
      as: creator,
      body: { title: 'Scout the station', description: 'Platform 4 at night.' },
    });
    if (task.status !== 201) throw new Error(`task not created: ${task.status}`);
    project = created;
    return created;
  }

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'workspace',
      service: 'workspace',
      url: harness.url,
      states: {
        'u-creator’s project has one unassigned task and u-creator is signed in': async () => {
          const { id, creator } = await projectWithATask();
          return { token: creator.token, values: { projectId: id } };
        },
      },
    });
  });
});
