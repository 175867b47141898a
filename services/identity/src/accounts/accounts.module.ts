import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import { ACCOUNT_PORT } from './account-port';
import { createAccountPort } from './account-port.factory';
import { PasswordHasher } from './credentials/password-hasher';
import { AccountRepository } from './local/account.repository';
import { ACCOUNT_MODEL, AccountSchema } from './local/account.schema';
import { LocalAccountAdapter } from './local/local-account.adapter';

@Module({
  imports: [MongooseModule.forFeature([{ name: ACCOUNT_MODEL, schema: AccountSchema }])],
  providers: [
    // The hasher's cost parameters are a constructor argument (tests pass a cheap one), so build it here.
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
    AccountRepository,
    LocalAccountAdapter,
    {
      provide: ACCOUNT_PORT,
      inject: [IDENTITY_CONFIG, LocalAccountAdapter],
      useFactory: createAccountPort,
    },
  ],
  exports: [ACCOUNT_PORT, LocalAccountAdapter],
})
export class AccountsModule {}
