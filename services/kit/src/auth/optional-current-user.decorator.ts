import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';

/** The user `OptionalJwtAuthGuard` authenticated, or null for an anonymous request. */
export const OptionalCurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | null =>
    context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user ?? null,
);
