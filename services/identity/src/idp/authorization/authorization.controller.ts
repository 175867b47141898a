import { Controller, Get, Headers, Res, UseGuards } from '@nestjs/common';
import { ZodQuery } from '@filmcollab/service-kit';
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
