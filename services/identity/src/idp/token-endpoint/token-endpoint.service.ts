import { Clock } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import type { TokenResponse } from '@filmcollab/contracts';
import { LocalAccountAdapter } from '../../accounts/local/local-account.adapter';
import { ClientRegistry } from '../clients/client-registry';
import type { OidcClient } from '../clients/oidc-client';
import { AuthorizationCodeRepository } from '../codes/authorization-code.repository';
import { hashCode } from '../authorization/authorization.service';
import { RefreshTokenRepository } from '../refresh/refresh-token.repository';
import { IdpSessionService } from '../sessions/idp-session.service';
import { OAuthError } from '../tokens/oauth-error';
import { verifyS256 } from '../tokens/pkce';
import { TokenService } from '../tokens/token.service';
import type { IdpSession } from '../sessions/idp-session';
import type { TokenRequest } from './token-request.schema';

const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

/** The token endpoint's grants: `authorization_code` (PKCE S256, one-time, short-lived) and `refresh_token` (rotating). */
@Injectable()
export class TokenEndpointService {
  constructor(
    private readonly clients: ClientRegistry,
    private readonly codes: AuthorizationCodeRepository,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly sessions: IdpSessionService,
    private readonly accounts: LocalAccountAdapter,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  async exchange(request: TokenRequest): Promise<TokenResponse> {
    const client = this.clients.find(request.client_id);
    if (!client) {
      throw new OAuthError('invalid_client', 'Invalid client or Invalid client credentials', 401);
    }
    switch (request.grant_type) {
      case 'authorization_code':
        return this.redeemCode(client, request);
      case 'refresh_token':
        return this.refresh(client, request);
      case undefined:
        throw new OAuthError('invalid_request', 'Missing form parameter: grant_type');
      default:
        throw new OAuthError('unsupported_grant_type', 'Unsupported grant_type');
    }
  }

  private async redeemCode(client: OidcClient, request: TokenRequest): Promise<TokenResponse> {
    if (!request.code) {
      throw new OAuthError('invalid_request', 'Missing parameter: code');
    }
    // Consumed before any check: a code is spent by its first use, right or wrong.
    const code = await this.codes.consume(hashCode(request.code));
    if (!code || code.expiresAt <= this.clock.now() || code.clientId !== client.clientId) {
      throw invalidGrant('Code not valid');
    }
    if (request.redirect_uri !== code.redirectUri) {
      throw invalidGrant('Incorrect redirect_uri');
    }
    if (!request.code_verifier) {
      throw invalidGrant('PKCE code verifier not specified');
    }
    if (!verifyS256(request.code_verifier, code.codeChallenge)) {
      throw invalidGrant('PKCE verification failed: Code mismatch');
    }
    const session = await this.sessions.findActive(code.sessionId);
    if (!session) {
      throw invalidGrant('Session not active');
    }
    return this.issue(client, session, code.nonce);
  }

  private async refresh(client: OidcClient, request: TokenRequest): Promise<TokenResponse> {
    if (!request.refresh_token) {
      throw new OAuthError('invalid_request', 'Missing parameter: refresh_token');
    }
    const claims = await this.tokens.verify(request.refresh_token, 'Refresh');
    if (claims.azp !== client.clientId) {
      throw invalidGrant("Invalid refresh token. Token client and authorized client don't match");
    }
    const use = await this.refreshTokens.markUsed(claims.jti, this.clock.now());
    if (use === 'reused') {
      // A rotated token came back after its one grace use: someone holds a copy, so nobody keeps
      // this session.
      await this.sessions.end(claims.sid);
      throw invalidGrant('Maximum allowed refresh token reuse exceeded');
    }
    if (use === 'unknown') {
      throw invalidGrant('Invalid refresh token');
    }
    const session = await this.sessions.findActive(claims.sid);
    if (!session) {
      throw invalidGrant('Session not active');
    }
    return this.issue(client, session, claims.nonce ?? null);
  }

  private async issue(
    client: OidcClient,
    session: IdpSession,
    nonce: string | null,
  ): Promise<TokenResponse> {
    const account = await this.accounts.findById(session.accountId);
    if (!account) {
      await this.sessions.end(session.id);
      throw invalidGrant('User not found');
    }
    const issued = await this.tokens.issue({ account, session, clientId: client.clientId, nonce });
    await this.refreshTokens.insert(issued.refreshJti, {
      sessionId: session.id,
      clientId: client.clientId,
      expiresAt: issued.refreshExpiresAt,
    });
    return issued.response;
  }
}
