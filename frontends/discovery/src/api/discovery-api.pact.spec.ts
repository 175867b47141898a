import { MySpaceProjectListSchema, SearchResponseSchema } from '@filmcollab/contracts/discovery';
import { createAppStore } from '@filmcollab/web-kit';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { discoveryApi } from './discovery-api';

/**
 * The discovery micro-frontend's pact with the discovery service (project search, My Space's
 * created projects), from the real RTK Query endpoints. The discovery service verifies it
 * (services/discovery/src/discovery-web.pact.spec.ts).
 */
const pact = webPact('discovery', 'discovery');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

const NIGHT_SHIFT =
  'u-creator’s project "Night Shift" (Lisbon, with a logline) is on Explore and u-creator is signed in';

describe('pact: discovery-web → discovery', () => {
  it('searches projects', async () => {
    pact
      .given(NIGHT_SHIFT)
      .uponReceiving('a project search for "night"')
      .withRequest({
        method: 'GET',
        path: '/api/discovery/search',
        query: { q: 'night', type: 'projects' },
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(SearchResponseSchema, {
          nullable: 'null',
          filled: ['description', 'location'],
          http: true,
          examples: { title: 'Night Shift', resultType: 'project' },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(
          discoveryApi.endpoints.discoverySearch.initiate({ q: 'night', type: 'projects' }),
        ),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.projects[0].title).toBe('Night Shift');
    });
  });

  it('lists the projects the user created on My Space', async () => {
    pact
      .given(NIGHT_SHIFT)
      .uponReceiving('a request for the signed-in user’s created projects')
      .withRequest({
        method: 'GET',
        path: '/api/discovery/myspace/created',
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(MySpaceProjectListSchema, {
          nullable: 'null',
          filled: ['description', 'location'],
          http: true,
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(discoveryApi.endpoints.mySpaceProjects.initiate('created')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.projects).toHaveLength(1);
    });
  });
});
