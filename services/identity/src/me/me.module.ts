import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MeController } from './me.controller';
import { MeService } from './me.service';

@Module({
  imports: [AccountsModule],
  controllers: [MeController],
  providers: [MeService],
})
export class MeModule {}
