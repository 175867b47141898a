import {
  ContestViewerResponseSchema,
  CurrentRoundResponseSchema,
  RubricResponseSchema,
} from '@filmcollab/contracts/contest';
import { createAppStore } from '@filmcollab/web-kit';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { contestApi } from './contest-api';

/**
 * The contest micro-frontend's pact with the contest service (the current round's banner, the
 * judging rubric, what the viewer may do), from the real RTK Query endpoints. The contest service
 * verifies it (services/contest/src/contest-web.pact.spec.ts).
 */
const pact = webPact('contest', 'contest');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

const ENTRANT = 'u-entrant is signed in, neither judge nor operator';
const HTTP = { nullable: 'null', http: true } as const;

describe('pact: contest-web → contest', () => {
  it('shows the current round', async () => {
    pact
      .given(ENTRANT)
      .uponReceiving('a request for the current round')
      .withRequest({
        method: 'GET',
        path: '/api/contest/rounds/current',
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(CurrentRoundResponseSchema, HTTP),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(contestApi.endpoints.currentRound.initiate()),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.id).toEqual(expect.any(String));
    });
  });

  it('shows the judging rubric', async () => {
    pact
      .given(ENTRANT)
      .uponReceiving('a request for the rubric')
      .withRequest({
        method: 'GET',
        path: '/api/contest/rubric',
        headers: { authorization: BEARER },
      })
      .willRespondWith({ status: 200, body: consumerExpectation(RubricResponseSchema, HTTP) });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(contestApi.endpoints.rubric.initiate()),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.criteria).toHaveLength(1);
    });
  });

  it('asks what the viewer may do', async () => {
    pact
      .given(ENTRANT)
      .uponReceiving('a request for the viewer’s contest roles')
      .withRequest({ method: 'GET', path: '/api/contest/me', headers: { authorization: BEARER } })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(ContestViewerResponseSchema, {
          ...HTTP,
          examples: { judge: false, operator: false, claimed: false },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(contestApi.endpoints.contestViewer.initiate()),
      );
      expect(result.error).toBeUndefined();
      expect(result.data).toMatchObject({ judge: false, operator: false });
    });
  });
});
