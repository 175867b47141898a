import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { IdentityErrors } from '@filmcollab/contracts';
import { DomainError } from '@filmcollab/service-kit';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import type { IdentityConfig } from '../config/identity-config.schema';

/** With `ACCOUNT_ADAPTER=keycloak` browsers sign in at Keycloak itself, so the embedded realm endpoints are off. */
@Injectable()
export class EmbeddedIdpGuard implements CanActivate {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: Pick<IdentityConfig, 'ACCOUNT_ADAPTER'>,
  ) {}

  canActivate(): boolean {
    if (this.config.ACCOUNT_ADAPTER !== 'local') {
      throw new DomainError(IdentityErrors.EMBEDDED_IDP_DISABLED);
    }
    return true;
  }
}
