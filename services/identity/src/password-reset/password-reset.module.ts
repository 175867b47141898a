import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { ResetCodeRepository } from './reset-code.repository';
import { RESET_CODE_MODEL, ResetCodeSchema } from './reset-code.schema';
import { ThrottlingModule } from '../throttling/throttling.module';

@Module({
  imports: [
    AccountsModule,
    MailModule,
    ThrottlingModule,
    MongooseModule.forFeature([{ name: RESET_CODE_MODEL, schema: ResetCodeSchema }]),
  ],
  controllers: [PasswordResetController],
  providers: [ResetCodeRepository, PasswordResetService],
})
export class PasswordResetModule {}
