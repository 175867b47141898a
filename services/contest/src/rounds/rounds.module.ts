import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ROUND_MODEL, RoundSchema } from './round.schema';
import { RoundRepository } from './round.repository';
import { RoundsController } from './rounds.controller';
import { RoundsService } from './rounds.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: ROUND_MODEL, schema: RoundSchema }])],
  controllers: [RoundsController],
  providers: [RoundRepository, RoundsService],
  exports: [RoundsService, RoundRepository],
})
export class RoundsModule {}
