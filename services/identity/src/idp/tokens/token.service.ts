import { Clock } from '@filmcollab/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { compactVerify, decodeJwt, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { createHash, randomUUID } from 'node:crypto';
import type { TokenResponse } from '@filmcollab/contracts';
import { IDENTITY_CONFIG } from '../../config/identity-config.token';
import type { IdentityConfig } from '../../config/identity-config.schema';
import type { Account } from '../../accounts/account';
import type { IdpSession } from '../sessions/idp-session';
import { SIGNING_ALGORITHM, SigningKeyService } from '../keys/signing-key.service';
import type { TokenType, VerifiedToken } from './token-claims';
import { OAuthError } from './oauth-error';

/** Keycloak's default client scopes; the embedded IdP grants them to every sign-in. */
export const GRANTED_SCOPE = 'openid email profile';

export interface TokenRequestContext {
  account: Account;
  session: IdpSession;
  clientId: string;
  nonce: string | null;
}

export interface IssuedTokens {
  response: TokenResponse;
  refreshJti: string;
  refreshExpiresAt: Date;
}

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** OIDC §3.1.3.6: base64url of the left half of the SHA-256 of the access token. */
function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/** Signs and verifies the realm's access, ID and refresh tokens (RS256 JWTs with Keycloak's claim names). */
@Injectable()
export class TokenService {
  constructor(
    private readonly keys: SigningKeyService,
    private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<
      IdentityConfig,
      | 'OIDC_ISSUER'
      | 'OIDC_AUDIENCE'
      | 'ACCESS_TOKEN_TTL_SECONDS'
      | 'REFRESH_TOKEN_TTL_SECONDS'
      | 'WEB_ORIGINS'
    >,
  ) {}

  get issuer(): string {
    return this.config.OIDC_ISSUER;
  }

  async issue({ account, session, clientId, nonce }: TokenRequestContext): Promise<IssuedTokens> {
    const now = toSeconds(this.clock.now());
    const accessExp = Math.min(
      now + this.config.ACCESS_TOKEN_TTL_SECONDS,
      toSeconds(session.expiresAt),
    );
    const refreshExp = Math.min(
      now + this.config.REFRESH_TOKEN_TTL_SECONDS,
      toSeconds(session.expiresAt),
    );
    const common = {
      iat: now,
      auth_time: toSeconds(session.authTime),
      iss: this.issuer,
      sub: account.id,
      azp: clientId,
      sid: session.id,
      session_state: session.id,
      ...(nonce ? { nonce } : {}),
    };
    const profile = {
      email_verified: account.emailVerified,
      preferred_username: account.username,
      email: account.email,
      // Keycloak's `profile` scope maps `name`; it is left out when the account has none, as there.
      ...(account.fullName ? { name: account.fullName } : {}),
    };

    const accessToken = await this.sign({
      ...common,
      exp: accessExp,
      jti: randomUUID(),
      aud: this.config.OIDC_AUDIENCE,
      typ: 'Bearer',
      acr: '1',
      'allowed-origins': this.config.WEB_ORIGINS,
      realm_access: { roles: account.roles },
      scope: GRANTED_SCOPE,
      ...profile,
    });
    const idToken = await this.sign({
      ...common,
      exp: accessExp,
      jti: randomUUID(),
      aud: clientId,
      typ: 'ID',
      at_hash: accessTokenHash(accessToken),
      acr: '1',
      ...profile,
    });
    const refreshJti = randomUUID();
    const refreshToken = await this.sign({
      ...common,
      exp: refreshExp,
      jti: refreshJti,
      aud: this.issuer,
      typ: 'Refresh',
      scope: GRANTED_SCOPE,
    });

    return {
      refreshJti,
      refreshExpiresAt: new Date(refreshExp * 1000),
      response: {
        access_token: accessToken,
        expires_in: accessExp - now,
        refresh_token: refreshToken,
        refresh_expires_in: refreshExp - now,
        id_token: idToken,
        token_type: 'Bearer',
        'not-before-policy': 0,
        session_state: session.id,
        scope: GRANTED_SCOPE,
      },
    };
  }

  /** Signature (RS256 with the realm key only), issuer, expiry and token type. */
  async verify(token: string, type: TokenType): Promise<VerifiedToken> {
    const { publicKey } = await this.current();
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [SIGNING_ALGORITHM],
        issuer: this.issuer,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'jti'],
      });
      return this.ofType(payload, type);
    } catch (error) {
      throw this.invalid(error, type);
    }
  }

  /** Like `verify`, but an expired token still counts: logout accepts an old ID token as a hint (as Keycloak does). */
  async verifyIgnoringExpiry(token: string, type: TokenType): Promise<VerifiedToken> {
    const { publicKey } = await this.current();
    try {
      const { protectedHeader } = await compactVerify(token, publicKey, {
        algorithms: [SIGNING_ALGORITHM],
      });
      const payload = decodeJwt(token);
      if (protectedHeader.alg !== SIGNING_ALGORITHM || payload.iss !== this.issuer) {
        throw new Error('foreign token');
      }
      return this.ofType(payload, type);
    } catch (error) {
      throw this.invalid(error, type);
    }
  }

  /** Signs arbitrary claims with the realm key; for operational tooling and tests that need odd tokens. */
  async sign(claims: JWTPayload): Promise<string> {
    const { privateKey, kid } = await this.current();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid })
      .sign(privateKey);
  }

  private current() {
    return this.keys.current();
  }

  private ofType(payload: JWTPayload, type: TokenType): VerifiedToken {
    if (
      payload.typ !== type ||
      typeof payload.sid !== 'string' ||
      typeof payload.azp !== 'string'
    ) {
      throw new Error(`not a ${type} token`);
    }
    return payload as VerifiedToken;
  }

  private invalid(error: unknown, type: TokenType): OAuthError {
    const reason = error instanceof Error ? error.message : 'invalid';
    return type === 'Bearer'
      ? new OAuthError('invalid_token', `Token verification failed: ${reason}`, 401)
      : new OAuthError(
          'invalid_grant',
          `Invalid ${type === 'ID' ? 'ID token' : 'refresh token'}: ${reason}`,
        );
  }
}
