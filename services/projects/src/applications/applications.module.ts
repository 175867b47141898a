import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { MembersModule } from '../members/members.module';
import { OpportunitiesModule } from '../opportunities/opportunities.module';
import { PeopleModule } from '../people/people.module';
import { ProjectRecordsModule } from '../projects/project-records.module';
import { APPLICATION_MODEL, ApplicationSchema } from './application.schema';
import { ApplicationRepository } from './application.repository';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: APPLICATION_MODEL, schema: ApplicationSchema }]),
    ProjectRecordsModule,
    MembersModule,
    OpportunitiesModule,
    PeopleModule,
    AuditModule,
  ],
  controllers: [ApplicationsController],
  providers: [ApplicationRepository, ApplicationsService],
  exports: [ApplicationsService],
})
export class ApplicationsModule {}
