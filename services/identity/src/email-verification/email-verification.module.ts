import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { VerificationTokenRepository } from './verification-token.repository';
import { VERIFICATION_TOKEN_MODEL, VerificationTokenSchema } from './verification-token.schema';

@Module({
  imports: [
    AccountsModule,
    MailModule,
    MongooseModule.forFeature([
      { name: VERIFICATION_TOKEN_MODEL, schema: VerificationTokenSchema },
    ]),
  ],
  controllers: [EmailVerificationController],
  providers: [VerificationTokenRepository, EmailVerificationService],
  exports: [EmailVerificationService],
})
export class EmailVerificationModule {}
