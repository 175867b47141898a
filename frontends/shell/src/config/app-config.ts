import type { AuthConfig } from '@filmcollab/web-kit';
import { AuthConfigSchema } from '@filmcollab/web-kit';

/**
 * Sign-in target. Embedded default: the IdP on this origin (the gateway). For Keycloak,
 * build with FILMCOLLAB_IDP_URL (and FILMCOLLAB_REALM / FILMCOLLAB_CLIENT_ID if different).
 */
export function loadAuthConfig(origin: string): AuthConfig {
  return AuthConfigSchema.parse({
    url: process.env.FILMCOLLAB_IDP_URL || origin,
    realm: process.env.FILMCOLLAB_REALM || 'filmcollab',
    clientId: process.env.FILMCOLLAB_CLIENT_ID || 'filmcollab-web',
  });
}
