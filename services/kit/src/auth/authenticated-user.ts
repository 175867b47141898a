import { z } from 'zod';

/** The signed-in person as the access token describes them (Keycloak claim names). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  username: string;
  emailVerified: boolean;
  roles: string[];
}

export const AccessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().default(''),
  preferred_username: z.string().default(''),
  email_verified: z.boolean().default(false),
  realm_access: z.object({ roles: z.array(z.string()).default([]) }).default({ roles: [] }),
});

export function toAuthenticatedUser(claims: unknown): AuthenticatedUser | null {
  const parsed = AccessTokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const token = parsed.data;
  return {
    id: token.sub,
    email: token.email,
    username: token.preferred_username,
    emailVerified: token.email_verified,
    roles: token.realm_access.roles,
  };
}

const SessionClaimSchema = z.object({ sid: z.string().min(1) });

/** The IdP session the token belongs to (Keycloak's `sid`), when it names one. */
export function sessionIdOf(claims: unknown): string | undefined {
  const parsed = SessionClaimSchema.safeParse(claims);
  return parsed.success ? parsed.data.sid : undefined;
}
