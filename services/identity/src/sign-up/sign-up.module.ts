import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { ProfileRegistrationModule } from '../profile-registration/profile-registration.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { SignUpController } from './sign-up.controller';
import { SignUpService } from './sign-up.service';

@Module({
  imports: [AccountsModule, EmailVerificationModule, ProfileRegistrationModule, ThrottlingModule],
  controllers: [SignUpController],
  providers: [SignUpService],
})
export class SignUpModule {}
