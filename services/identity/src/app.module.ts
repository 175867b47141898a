import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { IdentityCoreModule } from './config/identity-core.module';
import { IdpModule } from './idp/idp.module';
import { MeModule } from './me/me.module';
import { EmailVerificationModule } from './email-verification/email-verification.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { SignUpModule } from './sign-up/sign-up.module';
import { BackChannelLogoutModule } from './backchannel-logout/backchannel-logout.module';
import { identityService } from './service-definition';

@Module({
  imports: [
    ServiceKitModule.forRoot(identityService),
    IdentityCoreModule.fromServiceConfig(),
    IdpModule,
    MeModule,
    SignUpModule,
    EmailVerificationModule,
    PasswordResetModule,
    BackChannelLogoutModule,
  ],
})
export class AppModule {}
