import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { SignUpController } from './sign-up.controller';
import { SignUpService } from './sign-up.service';

@Module({
  imports: [AccountsModule, EmailVerificationModule],
  controllers: [SignUpController],
  providers: [SignUpService],
})
export class SignUpModule {}
