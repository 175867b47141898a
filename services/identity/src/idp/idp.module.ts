import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { SameOriginLoginGuard } from './login-actions/same-origin-login.guard';
import { AuthorizationController } from './authorization/authorization.controller';
import { AuthorizationService } from './authorization/authorization.service';
import { ClientRegistry } from './clients/client-registry';
import { AuthorizationCodeRepository } from './codes/authorization-code.repository';
import {
  AUTHORIZATION_CODE_MODEL,
  AuthorizationCodeSchema,
} from './codes/authorization-code.schema';
import { DiscoveryController } from './discovery/discovery.controller';
import { EmbeddedIdpGuard } from './embedded-idp.guard';
import { SigningKeyRepository } from './keys/signing-key.repository';
import { SIGNING_KEY_MODEL, SigningKeySchema } from './keys/signing-key.schema';
import { SigningKeyService } from './keys/signing-key.service';
import { LoginActionsController } from './login-actions/login-actions.controller';
import { LogoutController } from './logout/logout.controller';
import { LogoutService } from './logout/logout.service';
import { RefreshTokenRepository } from './refresh/refresh-token.repository';
import { REFRESH_TOKEN_MODEL, RefreshTokenSchema } from './refresh/refresh-token.schema';
import { SessionCookie } from './sessions/session-cookie';
import { TokenEndpointService } from './token-endpoint/token-endpoint.service';
import { TokenController } from './token-endpoint/token.controller';
import { TokenService } from './tokens/token.service';
import { UserinfoController } from './userinfo/userinfo.controller';
import { UserinfoService } from './userinfo/userinfo.service';

/** The embedded, Keycloak-compatible identity provider of realm `filmcollab`. */
@Module({
  imports: [
    AccountsModule,
    ThrottlingModule,
    MongooseModule.forFeature([
      { name: SIGNING_KEY_MODEL, schema: SigningKeySchema },
      { name: AUTHORIZATION_CODE_MODEL, schema: AuthorizationCodeSchema },
      { name: REFRESH_TOKEN_MODEL, schema: RefreshTokenSchema },
    ]),
  ],
  controllers: [
    DiscoveryController,
    AuthorizationController,
    TokenController,
    LogoutController,
    UserinfoController,
    LoginActionsController,
  ],
  providers: [
    EmbeddedIdpGuard,
    SameOriginLoginGuard,
    ClientRegistry,
    SigningKeyRepository,
    SigningKeyService,
    TokenService,
    SessionCookie,
    AuthorizationCodeRepository,
    RefreshTokenRepository,
    AuthorizationService,
    TokenEndpointService,
    LogoutService,
    UserinfoService,
  ],
  exports: [TokenService],
})
export class IdpModule {}
