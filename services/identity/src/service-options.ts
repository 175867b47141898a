import type { ServiceAppOptions } from '@filmcollab/service-kit';

/** How the identity service is mounted: `/api/identity`, plus the realm endpoints outside that prefix. */
export const IDENTITY_SERVICE_OPTIONS: ServiceAppOptions = {
  service: 'identity',
  prefixExclude: ['realms/*path'],
  description:
    'Accounts and the embedded Keycloak-compatible identity provider of realm filmcollab.',
};
