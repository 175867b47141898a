import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { IdentityHarness } from './testing/identity-harness';
import { ProfilesStandIn } from './testing/profiles-stand-in';

/**
 * Provider side of the identity micro-frontend's pact (tests/contracts/pacts/web/identity-web-identity.json,
 * written by frontends/identity/src/api/identity-api.pact.spec.ts): replayed against this service,
 * with profiles' username queries answered by the stand-in (their own pact is
 * tests/contracts/pacts/identity-profiles.json).
 */
describe('pact: identity honours identity-web’s pact', () => {
  let idp: IdentityHarness;
  let profiles: ProfilesStandIn;

  beforeAll(async () => {
    idp = await IdentityHarness.start();
    profiles = await ProfilesStandIn.start(idp.service);
  });
  afterAll(() => idp?.stop());

  it('answers every interaction as the frontend expects', async () => {
    let nadia: Promise<unknown> | undefined;
    await verifyWebPact({
      frontend: 'identity',
      service: 'identity',
      url: idp.service.url,
      states: {
        'no account uses night_owl or nadia@filmcollab.test': async () => {
          profiles.reserved.delete('night_owl');
          return {};
        },
        'an account uses nadia@filmcollab.local': async () => {
          nadia ??= idp.createAccount('nadia');
          await nadia;
          return {};
        },
      },
    });
  });
});
