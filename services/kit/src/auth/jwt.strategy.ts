import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { type AuthenticatedUser, toAuthenticatedUser } from './authenticated-user';

export const JWT_STRATEGY = 'filmcollab-jwt';

/** Verifies RS256 access tokens against the IdP's JWKS, issuer and audience. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(@InjectConfig() config: BaseConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: passportJwtSecret({
        jwksUri: config.OIDC_JWKS_URI,
        cache: true,
        cacheMaxAge: 10 * 60 * 1000,
        rateLimit: true,
        jwksRequestsPerMinute: 10,
      }),
      algorithms: ['RS256'],
      issuer: config.OIDC_ISSUER,
      audience: config.OIDC_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  validate(claims: unknown): AuthenticatedUser | false {
    return toAuthenticatedUser(claims) ?? false;
  }
}
