import { EmailRequestedEvent, SessionEndedEvent, UserRegisteredEvent } from '@filmcollab/contracts';
import { defineService } from '@filmcollab/service-kit';
import { IdentityConfigSchema } from './config/identity-config.schema';

/**
 * Mounted at `/api/identity`, plus the realm endpoints and Keycloak's back-channel logout outside
 * that prefix (the gateway routes `/realms` but never `/internal`).
 */
export const identityService = defineService({
  name: 'identity',
  description:
    'Accounts and the embedded Keycloak-compatible identity provider of realm filmcollab.',
  configSchema: IdentityConfigSchema,
  prefixExclude: ['realms/*path', 'internal/backchannel-logout'],
  publishes: [UserRegisteredEvent, EmailRequestedEvent, SessionEndedEvent],
});
