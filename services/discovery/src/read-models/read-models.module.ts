import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MEMBERSHIP_ENTRY_MODEL, MembershipEntrySchema } from './membership-entry.schema';
import { MembershipsRepository } from './memberships.repository';
import { OPPORTUNITY_ENTRY_MODEL, OpportunityEntrySchema } from './opportunity-entry.schema';
import { OpportunitiesRepository } from './opportunities.repository';
import { PeopleRepository } from './people.repository';
import { PERSON_ENTRY_MODEL, PersonEntrySchema } from './person-entry.schema';
import { PROJECT_ENTRY_MODEL, ProjectEntrySchema } from './project-entry.schema';
import { ProjectsRepository } from './projects.repository';
import { ReadModelEventsHandler } from './read-model-events.handler';
import { ReadModelRebuilder } from './read-model-rebuilder';
import { ReadModelsService } from './read-models.service';
import { SearcherLocations } from './searcher-locations';

/** Discovery's read models of people, projects, opportunities and memberships. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PERSON_ENTRY_MODEL, schema: PersonEntrySchema },
      { name: PROJECT_ENTRY_MODEL, schema: ProjectEntrySchema },
      { name: OPPORTUNITY_ENTRY_MODEL, schema: OpportunityEntrySchema },
      { name: MEMBERSHIP_ENTRY_MODEL, schema: MembershipEntrySchema },
    ]),
  ],
  providers: [
    PeopleRepository,
    ProjectsRepository,
    OpportunitiesRepository,
    MembershipsRepository,
    ReadModelsService,
    ReadModelEventsHandler,
    ReadModelRebuilder,
    SearcherLocations,
  ],
  exports: [
    PeopleRepository,
    ProjectsRepository,
    OpportunitiesRepository,
    MembershipsRepository,
    ReadModelRebuilder,
    SearcherLocations,
  ],
})
export class ReadModelsModule {}
