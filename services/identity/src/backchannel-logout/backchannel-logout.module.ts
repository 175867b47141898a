import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BackChannelLogoutController } from './backchannel-logout.controller';
import { BackChannelLogoutService } from './backchannel-logout.service';
import { KeycloakIdpGuard } from './keycloak-idp.guard';
import { LogoutTokenVerifier } from './logout-token-verifier';
import { UsedLogoutTokenRepository } from './used-logout-token.repository';
import { USED_LOGOUT_TOKEN_MODEL, UsedLogoutTokenSchema } from './used-logout-token.schema';

/** OIDC Back-Channel Logout 1.0 for Keycloak (`ACCOUNT_ADAPTER=keycloak`). */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: USED_LOGOUT_TOKEN_MODEL, schema: UsedLogoutTokenSchema }]),
  ],
  controllers: [BackChannelLogoutController],
  providers: [
    KeycloakIdpGuard,
    LogoutTokenVerifier,
    UsedLogoutTokenRepository,
    BackChannelLogoutService,
  ],
})
export class BackChannelLogoutModule {}
