import { Controller, Get, Headers, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EmbeddedIdpGuard } from '../embedded-idp.guard';
import { replyOAuth } from '../oauth-reply';
import { UserinfoService } from './userinfo.service';

@Controller('realms/filmcollab/protocol/openid-connect')
@UseGuards(EmbeddedIdpGuard)
export class UserinfoController {
  constructor(private readonly userinfoService: UserinfoService) {}

  @Get('userinfo')
  userinfoByGet(
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.userinfo(authorization, reply);
  }

  @Post('userinfo')
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
