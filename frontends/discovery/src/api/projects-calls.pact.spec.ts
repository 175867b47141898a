import { ProjectDetailSchema } from '@filmcollab/contracts/projects';
import { createAppStore } from '@filmcollab/web-kit';
import * as MatchersV3 from '@pact-foundation/pact/src/v3/matchers';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { discoveryApi } from './discovery-api';

/**
 * The discovery micro-frontend's pact with the projects service: My Space's team panel, read as
 * the project's creator. The projects service verifies it
 * (services/projects/src/discovery-web.pact.spec.ts).
 */
const pact = webPact('discovery', 'projects');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

describe('pact: discovery-web → projects', () => {
  it('shows the team of a project the user created, with a pending application', async () => {
    pact
      .given('u-creator’s project has a pending application and u-creator is signed in')
      .uponReceiving('the creator’s request for the project’s team')
      .withRequest({
        method: 'GET',
        path: MatchersV3.fromProviderState('/api/projects/${projectId}', '/api/projects/p-1'),
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(ProjectDetailSchema, {
          nullable: 'null',
          // People known by name; the creator's own membership; the applicant's message.
          filled: ['username', 'fullName', 'membership', 'message'],
          http: true,
          examples: { relation: 'creator' },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(discoveryApi.endpoints.mySpaceProjectTeam.initiate('p-1')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.applications).toHaveLength(1);
    });
  });
});
