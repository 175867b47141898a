import type { MyProfile } from '@filmcollab/contracts/profiles';
import { api } from './api';

/**
 * The signed-in user's own profile (`GET /api/profiles/me`), in web-kit because the shell's
 * avatar menu and the profiles remote both read it: every edit that invalidates `MyProfile`
 * refreshes the header too.
 */
export const myProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    myProfile: build.query<MyProfile, void>({
      query: () => '/api/profiles/me',
      // The profiles contracts load with the first answer, not with every page's web-kit.
      transformResponse: async (body: unknown) =>
        (await import('@filmcollab/contracts/profiles')).MyProfileSchema.parse(body),
      providesTags: ['MyProfile'],
    }),
  }),
});

export const { useMyProfileQuery } = myProfileApi;
