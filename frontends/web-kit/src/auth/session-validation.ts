import * as z from 'zod/mini';
import type { AuthConfig } from './auth-config';
import type { AuthUser } from './auth-user';
import type { StoredTokens } from './token-storage';

/*
 * What a session's data must look like. Loaded (with zod) only when there is a session to restore,
 * a sign-in to start or one to finish, like keycloak-js: a visitor's pages do without both.
 */

export const AuthConfigSchema: z.ZodMiniType<AuthConfig> = z.object({
  url: z.url(),
  realm: z.string().check(z.minLength(1)),
  clientId: z.string().check(z.minLength(1)),
});

export const StoredTokensSchema: z.ZodMiniType<StoredTokens> = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  idToken: z.optional(z.string().check(z.minLength(1))),
});

/** The access-token claims the browser uses (Keycloak claim names). */
const TokenClaimsSchema = z.object({
  sub: z.string(),
  preferred_username: z.string(),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
});

export function authUserFromClaims(claims: unknown): AuthUser | null {
  const parsed = TokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { sub, preferred_username, email, name } = parsed.data;
  return { id: sub, username: preferred_username, email: email ?? null, name: name ?? null };
}
