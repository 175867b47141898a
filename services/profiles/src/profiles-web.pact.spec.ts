import { ReserveUsernameQuery } from '@filmcollab/contracts';
import {
  type ServiceHarness,
  startServiceHarness,
  type TestUser,
} from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { AppModule } from './app.module';
import { profilesService } from './service-definition';
import { PROFILES_TEST_ENV } from './testing/profiles-test-setup';

/**
 * Provider side of the profiles micro-frontend's pact (tests/contracts/pacts/web/profiles-web-profiles.json,
 * written by frontends/profiles/src/api/profiles-api.pact.spec.ts): replayed against this service.
 */
describe('pact: profiles honours profiles-web’s pact', () => {
  let harness: ServiceHarness;
  const signedUp = new Map<string, TestUser>();

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
  });
  afterAll(() => harness?.stop());

  /** A user whose profile sign-up created (by reserving the username), once per id. */
  async function signUp(id: string, username: string): Promise<TestUser> {
    const known = signedUp.get(id);
    if (known) return known;
    const user = await harness.createUser({ id, username, fullName: `${username} Person` });
    const { reserved } = await harness.query(ReserveUsernameQuery, {
      userId: id,
      username,
      fullName: user.fullName!,
      email: user.email,
    });
    if (!reserved) throw new Error(`could not reserve ${username}`);
    signedUp.set(id, user);
    return user;
  }

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'profiles',
      service: 'profiles',
      url: harness.url,
      states: {
        'u-viewer is signed in': async () => ({
          token: (await signUp('u-viewer', 'viewer')).token,
        }),
        'u-viewer is signed in and u-2 signed up': async () => {
          await signUp('u-2', 'night_owl');
          return { token: (await signUp('u-viewer', 'viewer')).token };
        },
      },
    });
  });
});
