import { Clock } from '@filmcollab/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { IDENTITY_CONFIG } from '../../config/identity-config.token';
import type { IdentityConfig } from '../../config/identity-config.schema';
import { LocalAccountAdapter } from '../../accounts/local/local-account.adapter';
import { ClientRegistry } from '../clients/client-registry';
import { AuthorizationCodeRepository } from '../codes/authorization-code.repository';
import { IdpSessionService } from '../sessions/idp-session.service';
import { OAuthError } from '../tokens/oauth-error';
import { S256_CHALLENGE_PATTERN } from '../tokens/pkce';
import { GRANTED_SCOPE } from '../tokens/token.service';
import type { AuthorizationRequest } from './authorization-request.schema';

export const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

type ResponseMode = 'query' | 'fragment';

function callbackUrl(
  redirectUri: string,
  mode: ResponseMode,
  params: Record<string, string | undefined>,
): string {
  const values = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (mode === 'fragment') {
    return `${redirectUri}#${values.toString()}`;
  }
  const url = new URL(redirectUri);
  values.forEach((value, key) => url.searchParams.append(key, value));
  return url.toString();
}

/**
 * The authorization endpoint's rules: registered client, exact redirect URI, `code` with PKCE S256
 * only; a live IdP session gets a one-time code at once, otherwise the browser goes to the login page.
 */
@Injectable()
export class AuthorizationService {
  constructor(
    private readonly clients: ClientRegistry,
    private readonly sessions: IdpSessionService,
    private readonly accounts: LocalAccountAdapter,
    private readonly codes: AuthorizationCodeRepository,
    private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<
      IdentityConfig,
      'PUBLIC_URL' | 'OIDC_ISSUER' | 'AUTH_CODE_TTL_SECONDS'
    >,
  ) {}

  /** Where to send the browser; throws `OAuthError` when the request cannot safely be answered by redirect. */
  async authorize(
    request: AuthorizationRequest,
    sessionCookie: string | undefined,
  ): Promise<string> {
    const client = this.clients.find(request.client_id);
    if (!client) {
      throw new OAuthError('unauthorized_client', 'Client not found.');
    }
    const redirectUri = request.redirect_uri;
    if (redirectUri === undefined || !this.clients.allowsRedirect(client, redirectUri)) {
      throw new OAuthError('invalid_request', 'Invalid parameter: redirect_uri');
    }

    const mode: ResponseMode = request.response_mode === 'fragment' ? 'fragment' : 'query';
    const refuse = (error: string, description: string) =>
      callbackUrl(redirectUri, mode, {
        error,
        error_description: description,
        state: request.state,
        iss: this.config.OIDC_ISSUER,
      });

    if (
      request.response_mode !== undefined &&
      request.response_mode !== 'query' &&
      request.response_mode !== 'fragment'
    ) {
      return refuse('invalid_request', 'Invalid parameter: response_mode');
    }
    if (request.response_type !== 'code') {
      return refuse(
        'unsupported_response_type',
        'Client is not allowed to initiate browser login with given response_type.',
      );
    }
    if (request.code_challenge_method !== 'S256') {
      return refuse('invalid_request', 'Missing parameter: code_challenge_method');
    }
    if (!request.code_challenge || !S256_CHALLENGE_PATTERN.test(request.code_challenge)) {
      return refuse('invalid_request', 'Invalid parameter: code_challenge');
    }

    const prompts = (request.prompt ?? '').split(' ');
    const session = prompts.includes('login')
      ? null
      : await this.sessions.findActiveByCookie(sessionCookie);
    const account = session && (await this.accounts.findById(session.accountId));
    if (!session || !account) {
      return prompts.includes('none')
        ? refuse('login_required', 'Login required')
        : `${this.config.PUBLIC_URL.replace(/\/$/, '')}/auth`;
    }

    const now = this.clock.now();
    // Codes nobody redeemed would pile up otherwise; the embedded database has no TTL indexes.
    await this.codes.deleteExpired(now);
    const code = randomBytes(32).toString('base64url');
    await this.codes.insert(hashCode(code), {
      clientId: client.clientId,
      redirectUri,
      codeChallenge: request.code_challenge,
      sessionId: session.id,
      accountId: account.id,
      nonce: request.nonce ?? null,
      scope: GRANTED_SCOPE,
      expiresAt: new Date(now.getTime() + this.config.AUTH_CODE_TTL_SECONDS * 1000),
    });
    return callbackUrl(redirectUri, mode, {
      state: request.state,
      session_state: session.id,
      iss: this.config.OIDC_ISSUER,
      code,
    });
  }
}
