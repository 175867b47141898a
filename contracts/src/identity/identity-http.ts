import { z } from 'zod';

/** `GET /api/identity/me`: the signed-in account as the access token and the account store see it. */
export const MeResponseSchema = z.object({
  id: z.string(),
  email: z.email(),
  username: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(z.string()),
  /** The account's full name (the `name` claim); absent for accounts created without one. */
  fullName: z.string().optional(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** `POST /realms/filmcollab/login-actions/authenticate`: checks credentials and opens an IdP session (cookie). */
export const AuthenticateRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().default(true),
});
export type AuthenticateRequest = z.infer<typeof AuthenticateRequestSchema>;
