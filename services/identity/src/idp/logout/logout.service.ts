import { Clock } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import { hashSecret, sameHash } from '../../common/secret-hash';
import { ClientRegistry } from '../clients/client-registry';
import { IdpSessionService } from '../sessions/idp-session.service';
import { OAuthError } from '../tokens/oauth-error';
import { TokenService } from '../tokens/token.service';
import type { LogoutRequest } from './logout-request.schema';

export type LogoutOutcome =
  | { redirectTo: string; clearCookie: boolean }
  | { signedOut: true; clearCookie: boolean }
  | { confirm: LogoutConfirmation };

/** What the confirmation page posts back: the request again, plus proof it came from the page. */
export interface LogoutConfirmation {
  confirmation: string;
  client_id?: string;
  post_logout_redirect_uri?: string;
  state?: string;
}

/**
 * RP-initiated logout (browser) and Keycloak's refresh-token logout (POST from a client).
 * Logout CSRF: a link on another site must not end anyone's session, so a browser session ends
 * only for an `id_token_hint` of a live session (an expired one only together with that session's
 * own cookie), or after the user confirmed on the confirmation page, as Keycloak asks.
 */
@Injectable()
export class LogoutService {
  constructor(
    private readonly clients: ClientRegistry,
    private readonly sessions: IdpSessionService,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  async logout(request: LogoutRequest, sessionCookie: string | undefined): Promise<LogoutOutcome> {
    if (request.refresh_token !== undefined) {
      await this.logoutByRefreshToken(request.refresh_token, request.client_id);
      return { signedOut: true, clearCookie: true };
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
    const hintSession = hint ? await this.sessions.findActive(hint.sid) : null;
    const hintIsFresh = hint !== undefined && hint.exp * 1000 > this.clock.now().getTime();
    const ending = new Set<string>();
    if (hintSession && (hintIsFresh || hintSession.id === cookieSession?.id)) {
      ending.add(hintSession.id);
      if (cookieSession?.accountId === hintSession.accountId) ending.add(cookieSession.id);
    }
    if (
      cookieSession &&
      sessionCookie &&
      request.confirmation !== undefined &&
      sameHash(request.confirmation, confirmationFor(sessionCookie))
    ) {
      ending.add(cookieSession.id);
    }
    if (cookieSession && sessionCookie && ending.size === 0) {
      return {
        confirm: {
          confirmation: confirmationFor(sessionCookie),
          client_id: request.client_id ?? hint?.azp,
          post_logout_redirect_uri: redirectUri,
          state: request.state,
        },
      };
    }
    for (const sessionId of ending) {
      await this.sessions.end(sessionId);
    }
    const clearCookie = !cookieSession || ending.has(cookieSession.id);

    if (redirectUri === undefined) {
      return { signedOut: true, clearCookie };
    }
    const target = new URL(redirectUri);
    if (request.state !== undefined) {
      target.searchParams.set('state', request.state);
    }
    return { redirectTo: target.toString(), clearCookie };
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

/** Only the page that shows it knows it: derived from the HttpOnly session cookie. */
function confirmationFor(sessionCookie: string): string {
  return hashSecret(`logout-confirmation:${sessionCookie}`);
}
