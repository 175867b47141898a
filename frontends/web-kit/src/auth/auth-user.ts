import { z } from 'zod';

/** The access-token claims the browser uses (Keycloak claim names). */
const TokenClaimsSchema = z.object({
  sub: z.string(),
  preferred_username: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
});

export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
  name: string | null;
}

export function authUserFromClaims(claims: unknown): AuthUser | null {
  const parsed = TokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { sub, preferred_username, email, name } = parsed.data;
  return { id: sub, username: preferred_username, email: email ?? null, name: name ?? null };
}
