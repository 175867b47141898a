import { Body, Controller, Logger, Post, Res, UseGuards } from '@nestjs/common';
import { AcceptBodyMediaTypes, FORM_MEDIA_TYPE } from '@filmcollab/service-kit';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BackChannelLogoutRequestSchema } from './backchannel-logout-request.schema';
import { BackChannelLogoutService } from './backchannel-logout.service';
import { InvalidLogoutTokenError } from './invalid-logout-token.error';
import { KeycloakIdpGuard } from './keycloak-idp.guard';

/**
 * Keycloak's back-channel logout URL (`http://identity:3001/internal/backchannel-logout`), outside
 * `/api/identity` and `/realms`, so the gateway never routes it: only Keycloak, on the service
 * network, calls it. Left out of the OpenAPI document, like `/metrics`: no client of the platform's.
 */
@ApiExcludeController()
@Controller('internal')
@UseGuards(KeycloakIdpGuard)
export class BackChannelLogoutController {
  private readonly logger = new Logger(BackChannelLogoutController.name);

  constructor(private readonly backChannelLogout: BackChannelLogoutService) {}

  @Post('backchannel-logout')
  @AcceptBodyMediaTypes({ mediaTypes: [FORM_MEDIA_TYPE], errors: 'oauth' })
  async logout(@Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    reply.header('cache-control', 'no-store');
    const request = BackChannelLogoutRequestSchema.safeParse(body ?? {});
    try {
      if (!request.success) {
        throw new InvalidLogoutTokenError('no logout_token parameter');
      }
      await this.backChannelLogout.logout(request.data.logout_token);
    } catch (error) {
      if (!(error instanceof InvalidLogoutTokenError)) {
        throw error;
      }
      this.logger.warn(`Back-channel logout refused: ${error.reason}`);
      reply.status(400).send({ error: 'invalid_request' });
      return;
    }
    reply.status(200).send();
  }
}
