import { PasswordResetResponseSchema, SignUpResponseSchema } from '@filmcollab/contracts/identity';
import { createAppStore } from '@filmcollab/web-kit';
import {
  againstMockServer,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { identityApi } from './identity-api';

/**
 * The identity micro-frontend's pact with the identity service (sign-up, asking for a password
 * reset: the signed-out pages), from the real RTK Query endpoints. The identity service verifies
 * it (services/identity/src/identity-web.pact.spec.ts).
 */
const pact = webPact('identity', 'identity');
const signedOut = () =>
  createAppStore({ auth: { getToken: () => undefined, refresh: async () => false } });

describe('pact: identity-web → identity', () => {
  it('signs a new account up', async () => {
    const account = {
      username: 'night_owl',
      fullName: 'Nadia Owl',
      email: 'nadia@filmcollab.test',
      password: 'Demo-Passw0rd!',
      acceptTerms: true,
    };
    pact
      .given('no account uses night_owl or nadia@filmcollab.test')
      .uponReceiving('a sign-up')
      .withRequest({
        method: 'POST',
        path: '/api/identity/sign-up',
        headers: { 'content-type': 'application/json' },
        body: account,
      })
      .willRespondWith({
        status: 201,
        body: consumerExpectation(SignUpResponseSchema, { http: true }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedOut().dispatch(identityApi.endpoints.signUp.initiate(account)),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.message).toEqual(expect.any(String));
    });
  });

  it('asks for a password reset code', async () => {
    pact
      .given('an account uses nadia@filmcollab.local')
      .uponReceiving('a password reset request')
      .withRequest({
        method: 'POST',
        path: '/api/identity/password-reset/request',
        headers: { 'content-type': 'application/json' },
        body: { email: 'nadia@filmcollab.local' },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(PasswordResetResponseSchema, { http: true }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedOut().dispatch(
          identityApi.endpoints.requestPasswordReset.initiate({ email: 'nadia@filmcollab.local' }),
        ),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.success).toBe(true);
    });
  });
});
