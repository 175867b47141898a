import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { PeopleModule } from '../people/people.module';
import { ProjectRecordsModule } from '../projects/project-records.module';
import { MEMBER_MODEL, MemberSchema } from './member.schema';
import { MemberRepository } from './member.repository';
import { MembersController } from './members.controller';
import { MembersService } from './members.service';
import { SharedProjectsController } from './shared-projects.controller';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: MEMBER_MODEL, schema: MemberSchema }]),
    ProjectRecordsModule,
    PeopleModule,
    AuditModule,
  ],
  controllers: [MembersController, SharedProjectsController],
  providers: [MemberRepository, MembersService],
  exports: [MembersService],
})
export class MembersModule {}
