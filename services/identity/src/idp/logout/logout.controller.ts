import { Body, Controller, Get, Headers, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EmbeddedIdpGuard } from '../embedded-idp.guard';
import { replyOAuth } from '../oauth-reply';
import { SessionCookie } from '../sessions/session-cookie';
import { OAuthError } from '../tokens/oauth-error';
import { logoutConfirmationPage } from './logout-confirmation-page';
import { LogoutService } from './logout.service';
import { LogoutRequestSchema } from './logout-request.schema';

@Controller('realms/filmcollab/protocol/openid-connect')
@UseGuards(EmbeddedIdpGuard)
export class LogoutController {
  constructor(
    private readonly logoutService: LogoutService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get('logout')
  logoutByGet(
    @Query() query: unknown,
    @Headers('cookie') cookieHeader: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.logout(query, cookieHeader, reply);
  }

  @Post('logout')
  logoutByPost(
    @Body() body: unknown,
    @Headers('cookie') cookieHeader: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.logout(body ?? {}, cookieHeader, reply);
  }

  private logout(
    params: unknown,
    cookieHeader: string | undefined,
    reply: FastifyReply,
  ): Promise<void> {
    return replyOAuth(reply, async () => {
      const request = LogoutRequestSchema.safeParse(params);
      if (!request.success) {
        throw new OAuthError('invalid_request', 'Malformed logout request');
      }
      const outcome = await this.logoutService.logout(request.data, this.cookie.read(cookieHeader));
      reply.header('cache-control', 'no-store');
      if ('confirm' in outcome) {
        reply
          .status(200)
          .header('content-type', 'text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
          )
          .send(logoutConfirmationPage(outcome.confirm));
        return;
      }
      if (outcome.clearCookie) reply.header('set-cookie', this.cookie.clear());
      if ('redirectTo' in outcome) {
        reply.status(302).header('location', outcome.redirectTo).send();
      } else if (request.data.refresh_token !== undefined) {
        reply.status(204).send();
      } else {
        reply.status(200).send({ message: 'You are signed out.' });
      }
    });
  }
}
