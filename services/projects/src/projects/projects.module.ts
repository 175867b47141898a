import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuditModule } from '../audit/audit.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { MembersModule } from '../members/members.module';
import { PeopleModule } from '../people/people.module';
import { ProjectDetailService } from './project-detail.service';
import { ProjectRecordsModule } from './project-records.module';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';

@Module({
  imports: [
    ProjectRecordsModule,
    MembersModule,
    ApplicationsModule,
    InvitationsModule,
    AuditModule,
    PeopleModule,
  ],
  controllers: [ProjectsController],
  providers: [ProjectsService, ProjectDetailService],
  exports: [ProjectsService],
})
export class ProjectsModule {}
