import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG } from '../../config/identity-config.token';
import type { IdentityConfig } from '../../config/identity-config.schema';
import type { OidcClient } from './oidc-client';

export const WEB_CLIENT_ID = 'filmcollab-web';

/** The clients of realm `filmcollab`, built from config; redirect URIs match exactly, never by prefix. */
@Injectable()
export class ClientRegistry {
  private readonly clients: Map<string, OidcClient>;

  constructor(@Inject(IDENTITY_CONFIG) config: Pick<IdentityConfig, 'WEB_ORIGINS'>) {
    const origins = config.WEB_ORIGINS.map((origin) => new URL(origin).origin);
    const web: OidcClient = {
      clientId: WEB_CLIENT_ID,
      redirectUris: origins.map((origin) => `${origin}/`),
      postLogoutRedirectUris: origins.map((origin) => `${origin}/auth`),
    };
    this.clients = new Map([[web.clientId, web]]);
  }

  find(clientId: string | undefined): OidcClient | undefined {
    return clientId === undefined ? undefined : this.clients.get(clientId);
  }

  allowsRedirect(client: OidcClient, redirectUri: string | undefined): boolean {
    return redirectUri !== undefined && client.redirectUris.includes(redirectUri);
  }

  allowsPostLogoutRedirect(client: OidcClient, redirectUri: string): boolean {
    return client.postLogoutRedirectUris.includes(redirectUri);
  }
}
