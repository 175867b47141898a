import type { AuthConfig } from '@filmcollab/web-kit';

/**
 * Keycloak's address as the frontends server put it into index.html at start
 * (`<meta name="filmcollab-idp-url">`, infra/docker/frontends-runtime-config.sh): one image serves
 * every environment. Absent or empty in the embedded stack.
 */
function runtimeIdpUrl(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="filmcollab-idp-url"]');
  return meta?.content || undefined;
}

/**
 * Sign-in target: the runtime address above, else a build-time FILMCOLLAB_IDP_URL, else the IdP
 * on this origin (the gateway, the embedded default). FILMCOLLAB_REALM / FILMCOLLAB_CLIENT_ID
 * at build time if different. The AuthClient checks it when keycloak-js starts.
 */
export function loadAuthConfig(origin: string): AuthConfig {
  return {
    url: runtimeIdpUrl() || process.env.FILMCOLLAB_IDP_URL || origin,
    realm: process.env.FILMCOLLAB_REALM || 'filmcollab',
    clientId: process.env.FILMCOLLAB_CLIENT_ID || 'filmcollab-web',
  };
}
