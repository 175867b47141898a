import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { IdentityConfigSchema } from './config/identity-config.schema';
import { IdentityCoreModule } from './config/identity-core.module';
import { IdpModule } from './idp/idp.module';
import { MeModule } from './me/me.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ service: 'identity', configSchema: IdentityConfigSchema }),
    IdentityCoreModule.fromServiceConfig(),
    IdpModule,
    MeModule,
  ],
})
export class AppModule {}
