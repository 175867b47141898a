import { TaskSchema, WorkspaceSummarySchema } from '@filmcollab/contracts/workspace';
import { createAppStore } from '@filmcollab/web-kit';
import * as MatchersV3 from '@pact-foundation/pact/src/v3/matchers';
import { z } from 'zod';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { workspaceApi } from './workspace-api';

/**
 * The workspace micro-frontend's pact with the workspace service (the dashboard's header, stats
 * and team; the task board), from the real RTK Query endpoints. The workspace service verifies it
 * (services/workspace/src/workspace-web.pact.spec.ts).
 */
const pact = webPact('workspace', 'workspace');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

const WITH_A_TASK = 'u-creator’s project has one unassigned task and u-creator is signed in';
/** The project's id is the service's (from projects' events): the provider state gives it. */
const workspacePath = (rest = '') =>
  MatchersV3.fromProviderState(
    `/api/workspace/projects/\${projectId}${rest}`,
    `/api/workspace/projects/p-1${rest}`,
  );
/** People known by their profile card, without a photo; a project and a task with a description. */
const KNOWN = {
  nullable: 'null',
  filled: ['username', 'fullName', 'description'],
  http: true,
} as const;

describe('pact: workspace-web → workspace', () => {
  it('shows the workspace dashboard', async () => {
    pact
      .given(WITH_A_TASK)
      .uponReceiving('a request for the workspace summary')
      .withRequest({ method: 'GET', path: workspacePath(), headers: { authorization: BEARER } })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(WorkspaceSummarySchema, {
          ...KNOWN,
          examples: { access: 'manage' },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(workspaceApi.endpoints.workspaceSummary.initiate('p-1')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.members).toHaveLength(1);
    });
  });

  it('shows the task board', async () => {
    pact
      .given(WITH_A_TASK)
      .uponReceiving('a request for the project’s tasks')
      .withRequest({
        method: 'GET',
        path: workspacePath('/tasks'),
        headers: { authorization: BEARER },
      })
      .willRespondWith({ status: 200, body: consumerExpectation(z.array(TaskSchema), KNOWN) });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(workspaceApi.endpoints.tasks.initiate('p-1')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data).toHaveLength(1);
    });
  });
});
