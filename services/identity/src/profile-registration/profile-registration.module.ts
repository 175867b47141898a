import { Module } from '@nestjs/common';
import { ProfileRegistrationService } from './profile-registration.service';

/** Needs the kit's `QueryClient`, `Outbox` and `UnitOfWork` (global from `ServiceKitModule`). */
@Module({
  providers: [ProfileRegistrationService],
  exports: [ProfileRegistrationService],
})
export class ProfileRegistrationModule {}
