import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CalendarModule } from '../calendar/calendar.module';
import { MembershipModule } from '../membership/membership.module';
import { MilestonesModule } from '../milestones/milestones.module';
import { TasksModule } from '../tasks/tasks.module';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedFileController } from './calendar-feed-file.controller';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CALENDAR_FEED_MODEL, CalendarFeedSchemaDefinition } from './calendar-feed.schema';
import { CalendarFeedService } from './calendar-feed.service';

@Module({
  imports: [
    MembershipModule,
    CalendarModule,
    MilestonesModule,
    TasksModule,
    MongooseModule.forFeature([
      { name: CALENDAR_FEED_MODEL, schema: CalendarFeedSchemaDefinition },
    ]),
  ],
  controllers: [CalendarFeedController, CalendarFeedFileController],
  providers: [CalendarFeedRepository, CalendarFeedService],
})
export class CalendarFeedModule {}
