import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MembershipModule } from '../membership/membership.module';
import { BoardModule } from '../realtime/board.module';
import { DependenciesModule } from '../dependencies/dependencies.module';
import { MilestoneRepository } from './milestone.repository';
import {
  MILESTONE_DEPENDENCY_MODEL,
  MILESTONE_MODEL,
  MilestoneDependencySchemaDefinition,
  MilestoneSchemaDefinition,
} from './milestone.schema';
import { MilestonesController } from './milestones.controller';
import { MilestonesService } from './milestones.service';

@Module({
  imports: [
    MembershipModule,
    BoardModule,
    DependenciesModule,
    MongooseModule.forFeature([
      { name: MILESTONE_MODEL, schema: MilestoneSchemaDefinition },
      { name: MILESTONE_DEPENDENCY_MODEL, schema: MilestoneDependencySchemaDefinition },
    ]),
  ],
  controllers: [MilestonesController],
  providers: [MilestoneRepository, MilestonesService],
  exports: [MilestonesService],
})
export class MilestonesModule {}
