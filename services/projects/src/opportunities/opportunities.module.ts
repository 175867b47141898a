import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectRecordsModule } from '../projects/project-records.module';
import { OpportunitiesController } from './opportunities.controller';
import { OpportunitiesService } from './opportunities.service';
import { OPPORTUNITY_MODEL, OpportunitySchema } from './opportunity.schema';
import { OpportunityRepository } from './opportunity.repository';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: OPPORTUNITY_MODEL, schema: OpportunitySchema }]),
    ProjectRecordsModule,
  ],
  controllers: [OpportunitiesController],
  providers: [OpportunityRepository, OpportunitiesService],
  exports: [OpportunitiesService],
})
export class OpportunitiesModule {}
