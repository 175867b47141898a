import { Controller, Get, Headers, Res, UseGuards } from '@nestjs/common';
import { OAuthErrorResponses, ZodQuery, ZodResponse } from '@filmcollab/service-kit';
import type { FastifyReply } from 'fastify';
import { EmbeddedIdpGuard } from '../embedded-idp.guard';
import { replyOAuth } from '../oauth-reply';
import { SessionCookie } from '../sessions/session-cookie';
import { AuthorizationService } from './authorization.service';
import {
  AuthorizationRequestSchema,
  type AuthorizationRequest,
} from './authorization-request.schema';

@Controller('realms/filmcollab/protocol/openid-connect')
@UseGuards(EmbeddedIdpGuard)
export class AuthorizationController {
  constructor(
    private readonly authorization: AuthorizationService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get('auth')
  @ZodResponse(302, undefined, {
    description: 'To the redirect URI with a code, or to the /auth sign-in page',
  })
  @OAuthErrorResponses([400], {
    orErrorBody: true,
    description:
      'An OAuth error for the client or redirect URI; the error body for a malformed query',
  })
  authorize(
    @ZodQuery(AuthorizationRequestSchema) query: AuthorizationRequest,
    @Headers('cookie') cookieHeader: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return replyOAuth(reply, async () => {
      const location = await this.authorization.authorize(query, this.cookie.read(cookieHeader));
      reply.status(302).header('cache-control', 'no-store').header('location', location).send();
    });
  }
}
