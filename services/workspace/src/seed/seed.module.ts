import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { CalendarModule } from '../calendar/calendar.module';
import { FilesModule } from '../files/files.module';
import { MembershipModule } from '../membership/membership.module';
import { MilestonesModule } from '../milestones/milestones.module';
import { PeopleModule } from '../people/people.module';
import { TasksModule } from '../tasks/tasks.module';
import { workspaceService } from '../service-definition';

/** The workspace's configuration and features, for the seed command; no HTTP. */
@Module({
  imports: [
    ServiceKitModule.forRoot(workspaceService),
    PeopleModule,
    MembershipModule,
    TasksModule,
    MilestonesModule,
    FilesModule,
    CalendarModule,
  ],
})
export class SeedModule {}
