import { z } from 'zod';

/** Where keycloak-js signs in: the embedded IdP (same origin) or a Keycloak server. */
export const AuthConfigSchema = z.object({
  url: z.url(),
  realm: z.string().min(1),
  clientId: z.string().min(1),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
