import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationsModule } from '../applications/applications.module';
import { MembersModule } from '../members/members.module';
import { PeopleModule } from '../people/people.module';
import { ProjectRecordsModule } from '../projects/project-records.module';
import { INVITATION_MODEL, InvitationSchema } from './invitation.schema';
import { InvitationRepository } from './invitation.repository';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: INVITATION_MODEL, schema: InvitationSchema }]),
    ProjectRecordsModule,
    MembersModule,
    ApplicationsModule,
    PeopleModule,
  ],
  controllers: [InvitationsController],
  providers: [InvitationRepository, InvitationsService],
  exports: [InvitationsService],
})
export class InvitationsModule {}
