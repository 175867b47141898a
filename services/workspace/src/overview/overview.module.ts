import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module';
import { FilesModule } from '../files/files.module';
import { MembershipModule } from '../membership/membership.module';
import { MilestonesModule } from '../milestones/milestones.module';
import { PeopleModule } from '../people/people.module';
import { TasksModule } from '../tasks/tasks.module';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

@Module({
  imports: [
    MembershipModule,
    PeopleModule,
    TasksModule,
    MilestonesModule,
    FilesModule,
    CalendarModule,
  ],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
