import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { EndedSessions } from '../session-revocation/ended-sessions';
import type { AuthenticatedUser } from './authenticated-user';
import { bearerToken } from './bearer-token';
import { JWT_STRATEGY } from './jwt.strategy';
import { VerifiedTokens } from './verified-tokens';

/**
 * `@UseGuards(JwtAuthGuard)`: 401 unless a valid access token is presented. A token this instance
 * verified before is taken from `VerifiedTokens` until it expires (its session is still checked);
 * any other goes through passport-jwt.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  constructor(
    private readonly verifiedTokens: VerifiedTokens,
    private readonly endedSessions: EndedSessions,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const token = bearerToken(request.headers.authorization);
    const known = token ? this.verifiedTokens.find(token) : undefined;
    if (known && !this.endedSessions.includes(known.sessionId)) {
      request.user = known.user;
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }
}
