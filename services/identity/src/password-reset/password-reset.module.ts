import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { ResetCodeRepository } from './reset-code.repository';
import { RESET_CODE_MODEL, ResetCodeSchema } from './reset-code.schema';
import { ResetRequestCounterRepository } from './reset-request-counter.repository';
import {
  RESET_REQUEST_COUNTER_MODEL,
  ResetRequestCounterSchema,
} from './reset-request-counter.schema';

@Module({
  imports: [
    AccountsModule,
    MailModule,
    MongooseModule.forFeature([
      { name: RESET_CODE_MODEL, schema: ResetCodeSchema },
      { name: RESET_REQUEST_COUNTER_MODEL, schema: ResetRequestCounterSchema },
    ]),
  ],
  controllers: [PasswordResetController],
  providers: [ResetCodeRepository, ResetRequestCounterRepository, PasswordResetService],
})
export class PasswordResetModule {}
