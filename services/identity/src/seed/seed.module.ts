import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { AccountsModule } from '../accounts/accounts.module';
import { identityService } from '../service-definition';
import { IdentityCoreModule } from '../config/identity-core.module';
import { ProfileRegistrationModule } from '../profile-registration/profile-registration.module';

/**
 * The account store and the profile registration of sign-up, for the seed command: the
 * identity service's own configuration (MONGO_URL, NATS_URL, …), no HTTP.
 */
@Module({
  imports: [
    ServiceKitModule.forRoot(identityService),
    IdentityCoreModule.fromServiceConfig(),
    AccountsModule,
    ProfileRegistrationModule,
  ],
})
export class SeedModule {}
