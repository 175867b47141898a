import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { CalendarModule } from './calendar/calendar.module';
import { CalendarFeedModule } from './calendar-feed/calendar-feed.module';
import { FilesModule } from './files/files.module';
import { MembershipModule } from './membership/membership.module';
import { MilestonesModule } from './milestones/milestones.module';
import { OverviewModule } from './overview/overview.module';
import { PeopleModule } from './people/people.module';
import { TasksModule } from './tasks/tasks.module';
import { workspaceService } from './service-definition';

@Module({
  imports: [
    ServiceKitModule.forRoot(workspaceService),
    PeopleModule,
    MembershipModule,
    TasksModule,
    MilestonesModule,
    FilesModule,
    CalendarModule,
    CalendarFeedModule,
    OverviewModule,
  ],
})
export class AppModule {}
