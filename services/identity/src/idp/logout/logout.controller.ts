import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Post,
  Query,
  Res,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { SIGNED_OUT_MESSAGE, SignedOutResponseSchema } from '@filmcollab/contracts';
import {
  OAuthErrorResponses,
  OAuthFormBody,
  QueryDocumentation,
  ZodResponse,
} from '@filmcollab/service-kit';
import type { FastifyReply } from 'fastify';
import { EmbeddedIdpGuard } from '../embedded-idp.guard';
import { replyOAuth } from '../oauth-reply';
import { SessionCookie } from '../sessions/session-cookie';
import { OAuthError } from '../tokens/oauth-error';
import { logoutConfirmationPage } from './logout-confirmation-page';
import { LogoutService } from './logout.service';
import { LogoutRequestSchema } from './logout-request.schema';

/** What both logout routes answer (RFC 6749 errors for a malformed or foreign request). */
function LogoutResponses(): MethodDecorator {
  return applyDecorators(
    ZodResponse(200, SignedOutResponseSchema, {
      description: 'Signed out (no redirect, no refresh token), or the page asking to confirm',
      alsoAs: { 'text/html': { type: 'string' } },
    }),
    ZodResponse(204, undefined, { description: 'Signed out by refresh token' }),
    ZodResponse(302, undefined, { description: 'Signed out, to post_logout_redirect_uri' }),
    OAuthErrorResponses([400, 401]),
  );
}

@Controller('realms/filmcollab/protocol/openid-connect')
@UseGuards(EmbeddedIdpGuard)
export class LogoutController {
  constructor(
    private readonly logoutService: LogoutService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get('logout')
  @QueryDocumentation(LogoutRequestSchema)
  @LogoutResponses()
  logoutByGet(
    @Query() query: unknown,
    @Headers('cookie') cookieHeader: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.logout(query, cookieHeader, reply);
  }

  @Post('logout')
  @HttpCode(200)
  @OAuthFormBody(LogoutRequestSchema, { required: false })
  @LogoutResponses()
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
        reply.status(200).send({ message: SIGNED_OUT_MESSAGE });
      }
    });
  }
}
