import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import type { IdentityConfig } from '../config/identity-config.schema';
import { WEB_CLIENT_ID } from '../idp/clients/client-registry';
import { InvalidLogoutTokenError } from './invalid-logout-token.error';
import type { LogoutToken } from './logout-token';

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** Keycloak posts the token as soon as the session ends: an older one is a replay, not a delivery. */
export const LOGOUT_TOKEN_MAX_AGE_SECONDS = 120;
export const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Validates a logout token as OIDC Back-Channel Logout 1.0 §2.6 asks: RS256 signature by a key of
 * the IdP's JWKS, issuer, audience (the browser client, to which Keycloak addresses it), a recent
 * `iat`, the back-channel logout event, a `sid` (the session to end), a `jti`, and no `nonce`.
 */
@Injectable()
export class LogoutTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<IdentityConfig, 'OIDC_ISSUER' | 'OIDC_JWKS_URI'>,
  ) {
    this.keys = createRemoteJWKSet(new URL(config.OIDC_JWKS_URI));
  }

  async verify(token: string): Promise<LogoutToken> {
    const payload = await this.verifiedPayload(token);
    const { sid, jti, iat, nonce, events } = payload;
    if (!isObject(events) || !isObject(events[BACKCHANNEL_LOGOUT_EVENT])) {
      throw new InvalidLogoutTokenError('no back-channel logout event');
    }
    if (nonce !== undefined) {
      throw new InvalidLogoutTokenError('nonce present');
    }
    if (typeof sid !== 'string' || sid.length === 0) {
      throw new InvalidLogoutTokenError('no sid');
    }
    if (typeof jti !== 'string' || jti.length === 0 || jti.length > 256) {
      throw new InvalidLogoutTokenError('no usable jti');
    }
    return { sessionId: sid, jti, issuedAt: new Date((iat ?? 0) * 1000) };
  }

  private async verifiedPayload(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        algorithms: ['RS256'],
        issuer: this.config.OIDC_ISSUER,
        audience: WEB_CLIENT_ID,
        maxTokenAge: LOGOUT_TOKEN_MAX_AGE_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['iat'],
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) {
        throw new InvalidLogoutTokenError(error.code);
      }
      throw error;
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
