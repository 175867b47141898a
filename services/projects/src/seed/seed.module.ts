import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { ApplicationsModule } from '../applications/applications.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { MembersModule } from '../members/members.module';
import { OpportunitiesModule } from '../opportunities/opportunities.module';
import { PeopleModule } from '../people/people.module';
import { ProjectsModule } from '../projects/projects.module';
import { projectsService } from '../service-definition';

/** The projects service's features without HTTP, for the seed command (its own configuration). */
@Module({
  imports: [
    ServiceKitModule.forRoot(projectsService),
    PeopleModule,
    ProjectsModule,
    MembersModule,
    ApplicationsModule,
    InvitationsModule,
    OpportunitiesModule,
  ],
})
export class SeedModule {}
