import { Controller, Headers, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { DomainError, ZodBody } from '@filmcollab/service-kit';
import {
  AuthenticateRequestSchema,
  IdentityErrors,
  type AuthenticateRequest,
  type AuthenticateResponse,
} from '@filmcollab/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientAddress } from '../../throttling/client-address';
import { EmbeddedIdpGuard } from '../embedded-idp.guard';
import { IdpSessionService } from '../sessions/idp-session.service';
import { SessionCookie } from '../sessions/session-cookie';
import { SameOriginLoginGuard } from './same-origin-login.guard';

/** The embedded login form's endpoint: right credentials open an IdP session (cookie) that `…/auth` then honours. */
@Controller('realms/filmcollab/login-actions')
@UseGuards(EmbeddedIdpGuard)
export class LoginActionsController {
  constructor(
    private readonly sessions: IdpSessionService,
    private readonly cookie: SessionCookie,
    private readonly clientAddress: ClientAddress,
  ) {}

  @Post('authenticate')
  @HttpCode(200)
  @UseGuards(SameOriginLoginGuard)
  async authenticate(
    @ZodBody(AuthenticateRequestSchema) body: AuthenticateRequest,
    @Headers('cookie') cookieHeader: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthenticateResponse> {
    const opened = await this.sessions.open(
      body.email,
      body.password,
      body.rememberMe,
      this.clientAddress.of(request),
    );
    if (!opened) {
      throw new DomainError(IdentityErrors.INVALID_CREDENTIALS);
    }
    // One browser, one session: the one this cookie carried before is over.
    const previous = await this.sessions.findActiveByCookie(this.cookie.read(cookieHeader));
    if (previous) {
      await this.sessions.end(previous.id);
    }
    reply
      .header('set-cookie', this.cookie.issue(opened.cookieValue, body.rememberMe))
      .header('cache-control', 'no-store');
    return { authenticated: true };
  }
}
