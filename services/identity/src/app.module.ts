import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { IdentityConfigSchema } from './config/identity-config.schema';
import { IdentityCoreModule } from './config/identity-core.module';
import { IdpModule } from './idp/idp.module';
import { MeModule } from './me/me.module';
import { EmailVerificationModule } from './email-verification/email-verification.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { SignUpModule } from './sign-up/sign-up.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ service: 'identity', configSchema: IdentityConfigSchema }),
    IdentityCoreModule.fromServiceConfig(),
    IdpModule,
    MeModule,
    SignUpModule,
    EmailVerificationModule,
    PasswordResetModule,
  ],
})
export class AppModule {}
