/**
 * Where keycloak-js signs in: the embedded IdP (same origin) or a Keycloak server. Checked by
 * `AuthConfigSchema` (session-validation.ts) when keycloak-js starts.
 */
export interface AuthConfig {
  url: string;
  realm: string;
  clientId: string;
}
