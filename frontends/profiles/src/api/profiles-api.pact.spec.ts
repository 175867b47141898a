import {
  MyProfileSchema,
  ProfileSchema,
  RelationshipResponseSchema,
} from '@filmcollab/contracts/profiles';
import { createAppStore } from '@filmcollab/web-kit';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { profilesApi } from './profiles-api';

/**
 * The profiles micro-frontend's pact with the profiles service (its main endpoints: the profile
 * page, its viewer actions, editing one's own profile), from the real RTK Query endpoints. The
 * profiles service verifies it (services/profiles/src/profiles-web.pact.spec.ts).
 */
const pact = webPact('profiles', 'profiles');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

/** Sign-up fills the name, the username and the availability; every other detail of a new profile is empty. */
const NEW_PROFILE = {
  nullable: 'null',
  filled: ['fullName', 'availabilityStatus'],
  http: true,
} as const;

describe('pact: profiles-web → profiles', () => {
  it('shows another user’s profile', async () => {
    pact
      .given('u-viewer is signed in and u-2 signed up')
      .uponReceiving('a request for u-2’s profile')
      .withRequest({ method: 'GET', path: '/api/profiles/u-2', headers: { authorization: BEARER } })
      .willRespondWith({ status: 200, body: consumerExpectation(ProfileSchema, NEW_PROFILE) });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(profilesApi.endpoints.profileById.initiate('u-2')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.username).toEqual(expect.any(String));
    });
  });

  it('asks what the viewer may do on it (message, rate, connect)', async () => {
    pact
      .given('u-viewer is signed in and u-2 signed up')
      .uponReceiving('a request for the viewer’s relationship with u-2')
      .withRequest({
        method: 'GET',
        path: '/api/profiles/u-2/relationship',
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(RelationshipResponseSchema, {
          nullable: 'null',
          http: true,
          examples: { isSelf: false },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(profilesApi.endpoints.relationship.initiate('u-2')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.isSelf).toBe(false);
    });
  });

  it('saves the signed-in user’s own profile', async () => {
    const edit = { bio: 'Night exteriors, mostly.', location: 'Lisbon' };
    pact
      .given('u-viewer is signed in')
      .uponReceiving('an edit of the signed-in user’s bio and location')
      .withRequest({
        method: 'PATCH',
        path: '/api/profiles/me',
        headers: { authorization: BEARER, 'content-type': 'application/json' },
        body: edit,
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(MyProfileSchema, {
          ...NEW_PROFILE,
          filled: [...NEW_PROFILE.filled, 'bio', 'location', 'email'],
          examples: edit,
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(profilesApi.endpoints.updateMyProfile.initiate(edit)),
      );
      expect(result.error).toBeUndefined();
      expect(result.data).toMatchObject(edit);
    });
  });
});
