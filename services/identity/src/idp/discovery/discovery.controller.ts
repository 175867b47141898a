import { Controller, Get, UseGuards } from '@nestjs/common';
import { ZodResponse } from '@filmcollab/service-kit';
import { SigningKeyService } from '../keys/signing-key.service';
import { TokenService } from '../tokens/token.service';
import { EmbeddedIdpGuard } from '../embedded-idp.guard';
import { openidConfiguration } from './openid-configuration';

@Controller('realms/filmcollab')
@UseGuards(EmbeddedIdpGuard)
export class DiscoveryController {
  constructor(
    private readonly tokens: TokenService,
    private readonly keys: SigningKeyService,
  ) {}

  @Get('.well-known/openid-configuration')
  @ZodResponse(200, undefined, { description: 'The OpenID Provider metadata' })
  configuration() {
    return openidConfiguration(this.tokens.issuer);
  }

  @Get('protocol/openid-connect/certs')
  @ZodResponse(200, undefined, { description: "The realm's signing keys (JWKS)" })
  certs() {
    return this.keys.jwks();
  }
}
