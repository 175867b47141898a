import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import type { IdentityConfig } from '../config/identity-config.schema';
import { ACCOUNT_PORT } from './account-port';
import { createAccountPort } from './account-port.factory';
import { PasswordHasher } from './credentials/password-hasher';
import { createPasswordHasher } from './credentials/password-hasher.factory';
import { AccountRepository } from './local/account.repository';
import { ACCOUNT_MODEL, AccountSchema } from './local/account.schema';
import { LocalAccountAdapter } from './local/local-account.adapter';
import { IdpSessionRepository } from '../idp/sessions/idp-session.repository';
import { IDP_SESSION_MODEL, IdpSessionSchema } from '../idp/sessions/idp-session.schema';
import { IdpSessionService } from '../idp/sessions/idp-session.service';
import { SessionTermination } from '../idp/sessions/session-termination';
import { BruteForceProtection } from '../idp/brute-force/brute-force-protection';
import { LoginFailureRepository } from '../idp/brute-force/login-failure.repository';
import { LOGIN_FAILURE_MODEL, LoginFailureSchema } from '../idp/brute-force/login-failure.schema';

@Module({
  // The embedded IdP's sessions live here too: ending an account's sessions is an account operation.
  // Their repository stays inside this module; the IdP opens, finds and ends them through IdpSessionService.
  imports: [
    MongooseModule.forFeature([
      { name: ACCOUNT_MODEL, schema: AccountSchema },
      { name: IDP_SESSION_MODEL, schema: IdpSessionSchema },
      { name: LOGIN_FAILURE_MODEL, schema: LoginFailureSchema },
    ]),
  ],
  providers: [
    // The hasher's cost comes from the configuration (test runs lower it), so build it here.
    {
      provide: PasswordHasher,
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => createPasswordHasher(config),
    },
    AccountRepository,
    IdpSessionRepository,
    SessionTermination,
    LoginFailureRepository,
    BruteForceProtection,
    IdpSessionService,
    LocalAccountAdapter,
    {
      provide: ACCOUNT_PORT,
      inject: [IDENTITY_CONFIG, LocalAccountAdapter],
      useFactory: createAccountPort,
    },
  ],
  exports: [ACCOUNT_PORT, LocalAccountAdapter, IdpSessionService],
})
export class AccountsModule {}
