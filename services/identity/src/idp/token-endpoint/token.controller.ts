import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { TokenResponseSchema } from '@filmcollab/contracts';
import { OAuthErrorResponses, OAuthFormBody, ZodResponse } from '@filmcollab/service-kit';
import type { FastifyReply } from 'fastify';
import { EmbeddedIdpGuard } from '../embedded-idp.guard';
import { replyOAuth } from '../oauth-reply';
import { OAuthError } from '../tokens/oauth-error';
import { TokenEndpointService } from './token-endpoint.service';
import { TokenRequestSchema } from './token-request.schema';

@Controller('realms/filmcollab/protocol/openid-connect')
@UseGuards(EmbeddedIdpGuard)
export class TokenController {
  constructor(private readonly tokenEndpoint: TokenEndpointService) {}

  @Post('token')
  @HttpCode(200)
  @OAuthFormBody(TokenRequestSchema)
  @ZodResponse(200, TokenResponseSchema)
  @OAuthErrorResponses([400, 401])
  token(@Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    return replyOAuth(reply, async () => {
      const request = TokenRequestSchema.safeParse(body ?? {});
      if (!request.success) {
        throw new OAuthError('invalid_request', 'Malformed token request');
      }
      const tokens = await this.tokenEndpoint.exchange(request.data);
      reply
        .status(200)
        .header('cache-control', 'no-store')
        .header('pragma', 'no-cache')
        .send(tokens);
    });
  }
}
