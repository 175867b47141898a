import { MeResponseSchema, type MeResponse } from '@filmcollab/contracts';
import { api } from '@filmcollab/web-kit';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<MeResponse, void>({
      query: () => '/api/identity/me',
      transformResponse: (body: unknown) => MeResponseSchema.parse(body),
    }),
  }),
});

export const { useMeQuery } = meApi;
