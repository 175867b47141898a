import type { KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, type SecretOrKeyProvider, Strategy } from 'passport-jwt';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { EndedSessions } from '../session-revocation/ended-sessions';
import { type AuthenticatedUser, sessionIdOf, toAuthenticatedUser } from './authenticated-user';
import { bearerToken } from './bearer-token';
import { JwksKeyCache } from './jwks-key-cache';
import { rs256KeyId } from './rs256-key-id';
import { VerifiedTokens } from './verified-tokens';

export const JWT_STRATEGY = 'filmcollab-jwt';

/**
 * Verifies RS256 access tokens against the IdP's JWKS (keys cached per `kid`), issuer and audience,
 * and refuses those of a session that ended before they expired (`identity.session.ended`).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @InjectConfig() config: BaseConfig,
    private readonly endedSessions: EndedSessions,
    private readonly verifiedTokens: VerifiedTokens,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      passReqToCallback: true,
      secretOrKeyProvider: cachedKeyProvider(
        new JwksKeyCache(config.OIDC_JWKS_URI, { onKeysReplaced: () => verifiedTokens.clear() }),
      ),
      algorithms: ['RS256'],
      issuer: config.OIDC_ISSUER,
      audience: config.OIDC_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  validate(request: FastifyRequest, claims: unknown): AuthenticatedUser | false {
    const sessionId = sessionIdOf(claims);
    if (this.endedSessions.includes(sessionId)) return false;
    const user = toAuthenticatedUser(claims);
    if (!user) return false;
    const token = bearerToken(request.headers.authorization);
    const exp = (claims as { exp?: unknown }).exp;
    if (token && typeof exp === 'number') this.verifiedTokens.remember(token, user, sessionId, exp);
    return user;
  }
}

/** jsonwebtoken takes a `KeyObject` as it is; the typings only list PEM strings and buffers. */
function cachedKeyProvider(keys: JwksKeyCache): SecretOrKeyProvider {
  return (_request, rawJwtToken: string, done) => {
    const kid = rs256KeyId(rawJwtToken);
    if (kid === undefined) {
      done(new Error('the token names no RS256 key'));
      return;
    }
    keys.keyFor(kid).then(
      (key: KeyObject | undefined) =>
        key ? done(null, key as unknown as Buffer) : done(new Error(`unknown signing key ${kid}`)),
      (error: unknown) => done(error),
    );
  };
}
