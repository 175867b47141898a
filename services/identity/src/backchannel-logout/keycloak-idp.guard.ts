import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { CommonErrors } from '@filmcollab/contracts';
import { DomainError } from '@filmcollab/service-kit';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import type { IdentityConfig } from '../config/identity-config.schema';

/** The embedded IdP announces its ended sessions itself; only Keycloak's need the back channel. */
@Injectable()
export class KeycloakIdpGuard implements CanActivate {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: Pick<IdentityConfig, 'ACCOUNT_ADAPTER'>,
  ) {}

  canActivate(): boolean {
    if (this.config.ACCOUNT_ADAPTER !== 'keycloak') {
      throw new DomainError(CommonErrors.NOT_FOUND);
    }
    return true;
  }
}
