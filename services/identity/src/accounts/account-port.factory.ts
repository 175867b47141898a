import type { IdentityConfig } from '../config/identity-config.schema';
import type { AccountPort } from './account-port';
import { KeycloakAccountAdapter } from './keycloak/keycloak-account.adapter';
import type { LocalAccountAdapter } from './local/local-account.adapter';

/** `ACCOUNT_ADAPTER=local|keycloak` picks where accounts live. */
export function createAccountPort(config: IdentityConfig, local: LocalAccountAdapter): AccountPort {
  if (config.ACCOUNT_ADAPTER === 'local') {
    return local;
  }
  const { KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_ADMIN_CLIENT_ID, KEYCLOAK_ADMIN_CLIENT_SECRET } =
    config;
  if (!KEYCLOAK_URL || !KEYCLOAK_ADMIN_CLIENT_ID || !KEYCLOAK_ADMIN_CLIENT_SECRET) {
    throw new Error(
      'ACCOUNT_ADAPTER=keycloak needs KEYCLOAK_URL, KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET',
    );
  }
  return new KeycloakAccountAdapter({
    baseUrl: KEYCLOAK_URL,
    realm: KEYCLOAK_REALM,
    clientId: KEYCLOAK_ADMIN_CLIENT_ID,
    clientSecret: KEYCLOAK_ADMIN_CLIENT_SECRET,
  });
}
