import { z } from 'zod';
import type { AuthConfig } from './auth-config';
import type { AuthUser } from './auth-user';
import type { StoredTokens } from './token-storage';

/*
 * What a session's data must look like. Loaded (with zod) only when there is a session to restore,
 * a sign-in to start or one to finish, like keycloak-js: a visitor's pages do without both.
 */

export const AuthConfigSchema: z.ZodType<AuthConfig> = z.object({
  url: z.url(),
  realm: z.string().min(1),
  clientId: z.string().min(1),
});

export const StoredTokensSchema: z.ZodType<StoredTokens> = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  idToken: z.string().min(1).optional(),
});

/** The access-token claims the browser uses (Keycloak claim names). */
const TokenClaimsSchema = z.object({
  sub: z.string(),
  preferred_username: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
});

export function authUserFromClaims(claims: unknown): AuthUser | null {
  const parsed = TokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { sub, preferred_username, email, name } = parsed.data;
  return { id: sub, username: preferred_username, email: email ?? null, name: name ?? null };
}
