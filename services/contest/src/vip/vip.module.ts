import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { VIP_CLAIM_MODEL, VipClaimSchema } from './vip-claim.schema';
import { VipClaimRepository } from './vip-claim.repository';
import { VipController } from './vip.controller';
import { VipService } from './vip.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: VIP_CLAIM_MODEL, schema: VipClaimSchema }])],
  controllers: [VipController],
  providers: [VipClaimRepository, VipService],
})
export class VipModule {}
