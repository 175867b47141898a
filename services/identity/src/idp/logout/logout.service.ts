import { Injectable } from '@nestjs/common';
import { ClientRegistry } from '../clients/client-registry';
import { IdpSessionService } from '../sessions/idp-session.service';
import { OAuthError } from '../tokens/oauth-error';
import { TokenService } from '../tokens/token.service';
import type { LogoutRequest } from './logout-request.schema';

export type LogoutOutcome = { redirectTo: string } | { signedOut: true };

/** RP-initiated logout (browser) and Keycloak's refresh-token logout (POST from a client). */
@Injectable()
export class LogoutService {
  constructor(
    private readonly clients: ClientRegistry,
    private readonly sessions: IdpSessionService,
    private readonly tokens: TokenService,
  ) {}

  async logout(request: LogoutRequest, sessionCookie: string | undefined): Promise<LogoutOutcome> {
    if (request.refresh_token !== undefined) {
      await this.logoutByRefreshToken(request.refresh_token, request.client_id);
      return { signedOut: true };
    }

    const hint = request.id_token_hint
      ? await this.tokens.verifyIgnoringExpiry(request.id_token_hint, 'ID')
      : undefined;
    if (hint && request.client_id !== undefined && hint.azp !== request.client_id) {
      throw new OAuthError(
        'invalid_request',
        'Parameter client_id different than the client of id_token_hint',
      );
    }
    const redirectUri = request.post_logout_redirect_uri;
    if (redirectUri !== undefined) {
      const client = this.clients.find(request.client_id ?? hint?.azp);
      if (!client) {
        throw new OAuthError(
          'invalid_request',
          'Either the parameter client_id or the parameter id_token_hint is required when post_logout_redirect_uri is used.',
        );
      }
      if (!this.clients.allowsPostLogoutRedirect(client, redirectUri)) {
        throw new OAuthError('invalid_request', 'Invalid redirect uri');
      }
    }

    const cookieSession = await this.sessions.findActiveByCookie(sessionCookie);
    if (cookieSession) {
      await this.sessions.end(cookieSession.id);
    }
    if (hint && hint.sid !== cookieSession?.id) {
      await this.sessions.end(hint.sid);
    }

    if (redirectUri === undefined) {
      return { signedOut: true };
    }
    const target = new URL(redirectUri);
    if (request.state !== undefined) {
      target.searchParams.set('state', request.state);
    }
    return { redirectTo: target.toString() };
  }

  private async logoutByRefreshToken(
    refreshToken: string,
    clientId: string | undefined,
  ): Promise<void> {
    const client = this.clients.find(clientId);
    if (!client) {
      throw new OAuthError('invalid_client', 'Invalid client or Invalid client credentials', 401);
    }
    const claims = await this.tokens.verify(refreshToken, 'Refresh');
    if (claims.azp !== client.clientId) {
      throw new OAuthError(
        'invalid_grant',
        "Invalid refresh token. Token client and authorized client don't match",
      );
    }
    await this.sessions.end(claims.sid);
  }
}
