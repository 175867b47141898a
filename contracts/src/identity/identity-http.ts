import * as z from 'zod/mini';

/** `GET /api/identity/me`: the signed-in account as the access token and the account store see it. */
export const MeResponseSchema = z.object({
  id: z.string(),
  email: z.email(),
  username: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(z.string()),
  /** The account's full name (the `name` claim); absent for accounts created without one. */
  fullName: z.optional(z.string()),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** `POST /realms/filmcollab/login-actions/authenticate`: checks credentials and opens an IdP session (cookie). */
export const AuthenticateRequestSchema = z.object({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  rememberMe: z._default(z.boolean(), true),
});
export type AuthenticateRequest = z.infer<typeof AuthenticateRequestSchema>;
