/** A client registered with the embedded IdP. Only public clients (PKCE, no secret) exist. */
export interface OidcClient {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}
