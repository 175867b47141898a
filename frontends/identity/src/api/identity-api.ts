import {
  MeResponseSchema,
  PasswordResetResponseSchema,
  SignUpResponseSchema,
  type MeResponse,
  type PasswordResetConfirmSchema,
  type PasswordResetRequestSchema,
  type PasswordResetResponse,
  type SignUpResponse,
  type ValidSignUpRequest,
} from '@filmcollab/contracts/identity';
import { api } from '@filmcollab/web-kit';
import type { z } from 'zod';

const BASE = '/api/identity';

/**
 * Identity service endpoints (contracts/src/identity). Responses are checked with the schemas.
 * The embedded IdP's credentials check is not here: see sign-in/authenticate.ts.
 */
export const identityApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<MeResponse, void>({
      query: () => `${BASE}/me`,
      transformResponse: (body: unknown) => MeResponseSchema.parse(body),
    }),
    signUp: build.mutation<SignUpResponse, ValidSignUpRequest>({
      query: (body) => ({ url: `${BASE}/sign-up`, method: 'POST', body }),
      transformResponse: (body: unknown) => SignUpResponseSchema.parse(body),
    }),
    requestPasswordReset: build.mutation<
      PasswordResetResponse,
      z.output<typeof PasswordResetRequestSchema>
    >({
      query: (body) => ({ url: `${BASE}/password-reset/request`, method: 'POST', body }),
      transformResponse: (body: unknown) => PasswordResetResponseSchema.parse(body),
    }),
    confirmPasswordReset: build.mutation<
      PasswordResetResponse,
      z.output<typeof PasswordResetConfirmSchema>
    >({
      query: (body) => ({ url: `${BASE}/password-reset/confirm`, method: 'POST', body }),
      transformResponse: (body: unknown) => PasswordResetResponseSchema.parse(body),
    }),
  }),
});

export const {
  useMeQuery,
  useSignUpMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = identityApi;
