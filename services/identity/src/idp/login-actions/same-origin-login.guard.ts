import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@filmcollab/service-kit';
import { IdentityErrors } from '@filmcollab/contracts';
import type { FastifyRequest } from 'fastify';
import { IDENTITY_CONFIG } from '../../config/identity-config.token';
import type { IdentityConfig } from '../../config/identity-config.schema';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Login CSRF: another site must not sign a browser into an attacker's account. Only a JSON body
 * (a cross-site form cannot send one without a CORS preflight, which this endpoint never grants)
 * from the platform's own pages (`Origin` one of its origins, or `Sec-Fetch-Site: same-origin`)
 * is accepted; a request that shows neither is refused, as browsers always send one of them.
 */
@Injectable()
export class SameOriginLoginGuard implements CanActivate {
  private readonly origins: Set<string>;

  constructor(@Inject(IDENTITY_CONFIG) config: Pick<IdentityConfig, 'PUBLIC_URL' | 'WEB_ORIGINS'>) {
    this.origins = new Set([
      new URL(config.PUBLIC_URL).origin,
      ...config.WEB_ORIGINS.map((o) => new URL(o).origin),
    ]);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const mediaType = (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const origin = header(request, 'origin');
    const fetchSite = header(request, 'sec-fetch-site');
    const fromOwnPage =
      origin !== undefined ? this.origins.has(origin) : fetchSite === 'same-origin';
    if (mediaType !== 'application/json' || !fromOwnPage) {
      throw new DomainError(IdentityErrors.LOGIN_REQUEST_REFUSED);
    }
    return true;
  }
}
