import * as z from 'zod/mini';

/** `POST /realms/filmcollab/login-actions/authenticate` answers this when the credentials were right (the session cookie is set). */
export const AuthenticateResponseSchema = z.object({ authenticated: z.literal(true) });
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

/** Keycloak-style answer of `POST /realms/filmcollab/protocol/openid-connect/token`. */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.int(),
  refresh_token: z.string(),
  refresh_expires_in: z.int(),
  id_token: z.string(),
  token_type: z.literal('Bearer'),
  'not-before-policy': z.int(),
  session_state: z.string(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** OAuth 2.0 error body of the token, userinfo and logout endpoints (RFC 6749 §5.2). */
export const OAuthErrorSchema = z.object({
  error: z.string(),
  error_description: z.optional(z.string()),
});
export type OAuthError = z.infer<typeof OAuthErrorSchema>;

/** `GET|POST /realms/filmcollab/protocol/openid-connect/userinfo` (200): the claims of the token's account. */
export const UserInfoResponseSchema = z.object({
  sub: z.string(),
  email_verified: z.boolean(),
  preferred_username: z.string(),
  email: z.string(),
  name: z.optional(z.string()),
});
export type UserInfoResponse = z.infer<typeof UserInfoResponseSchema>;

/** `…/openid-connect/logout` (200) without a redirect and without a refresh token. */
export const SIGNED_OUT_MESSAGE = 'You are signed out.';
export const SignedOutResponseSchema = z.object({ message: z.literal(SIGNED_OUT_MESSAGE) });
export type SignedOutResponse = z.infer<typeof SignedOutResponseSchema>;
