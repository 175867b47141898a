import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { JwtAuthGuard } from './jwt-auth.guard';

/**
 * `@UseGuards(OptionalJwtAuthGuard)` on public routes that answer more to a signed-in user: without
 * an `Authorization` header the request goes through anonymously (`@OptionalCurrentUser()` is
 * null); a presented token must be valid (401 otherwise), so a stale session is never silently
 * downgraded to a signed-out view.
 */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.headers.authorization === undefined) return true;
    return super.canActivate(context);
  }
}
