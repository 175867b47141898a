import { Controller, Get, UseGuards } from '@nestjs/common';
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
  configuration() {
    return openidConfiguration(this.tokens.issuer);
  }

  @Get('protocol/openid-connect/certs')
  certs() {
    return this.keys.jwks();
  }
}
