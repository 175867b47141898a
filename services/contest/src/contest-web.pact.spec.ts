import { type ServiceHarness, type TestUser } from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { registerUser, startContestHarness } from './testing/contest-test-setup';

/**
 * Provider side of the contest micro-frontend's pact (tests/contracts/pacts/web/contest-web-contest.json,
 * written by frontends/contest/src/api/contest-api.pact.spec.ts): replayed against this service.
 */
describe('pact: contest honours contest-web’s pact', () => {
  let harness: ServiceHarness;
  let entrant: TestUser | undefined;

  beforeAll(async () => {
    harness = await startContestHarness();
  });
  afterAll(() => harness?.stop());

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'contest',
      service: 'contest',
      url: harness.url,
      states: {
        'u-entrant is signed in, neither judge nor operator': async () => {
          entrant ??= await registerUser(harness, 'entrant');
          return { token: entrant.token };
        },
      },
    });
  });
});
