/**
 * The embedded IdP answers on the page's own origin (the shell's default when it is built without
 * `FILMCOLLAB_IDP_URL`); a Keycloak has its own public address and its own login page.
 */
export function isEmbeddedIdp(idpUrl: string, pageOrigin: string): boolean {
  return new URL(idpUrl).origin === pageOrigin;
}
