import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import type { IdentityConfig } from '../config/identity-config.schema';
import { IdentityCoreModule } from '../config/identity-core.module';

/** Just the account store, for the seed command (no HTTP, no NATS). */
@Module({})
export class SeedModule {
  static withConfig(config: IdentityConfig): DynamicModule {
    return {
      module: SeedModule,
      imports: [
        IdentityCoreModule.fromValue(config),
        MongooseModule.forRoot(config.MONGO_URL, {
          dbName: config.MONGO_DB ?? 'identity',
          serverSelectionTimeoutMS: 5000,
        }),
        AccountsModule,
      ],
    };
  }
}
