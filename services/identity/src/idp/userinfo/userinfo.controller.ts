import {
  applyDecorators,
  Controller,
  Get,
  Headers,
  HttpCode,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { UserInfoResponseSchema } from '@filmcollab/contracts';
import { OAuthErrorResponses, OAuthFormBody, ZodResponse } from '@filmcollab/service-kit';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { EmbeddedIdpGuard } from '../embedded-idp.guard';
import { replyOAuth } from '../oauth-reply';
import { UserinfoService } from './userinfo.service';

function UserinfoResponses(): MethodDecorator {
  return applyDecorators(ZodResponse(200, UserInfoResponseSchema), OAuthErrorResponses([401]));
}

@Controller('realms/filmcollab/protocol/openid-connect')
@UseGuards(EmbeddedIdpGuard)
export class UserinfoController {
  constructor(private readonly userinfoService: UserinfoService) {}

  @Get('userinfo')
  @UserinfoResponses()
  userinfoByGet(
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.userinfo(authorization, reply);
  }

  @Post('userinfo')
  // OIDC Core §5.3.1: 200, like GET.
  @HttpCode(200)
  @OAuthFormBody(z.object({}), {
    required: false,
    description: 'Ignored: the access token comes in the Authorization header.',
  })
  @UserinfoResponses()
  userinfoByPost(
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.userinfo(authorization, reply);
  }

  private userinfo(authorization: string | undefined, reply: FastifyReply): Promise<void> {
    return replyOAuth(reply, async () => {
      reply
        .header('cache-control', 'no-store')
        .send(await this.userinfoService.userinfo(authorization));
    });
  }
}
