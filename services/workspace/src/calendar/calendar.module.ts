import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MembershipModule } from '../membership/membership.module';
import { BoardModule } from '../realtime/board.module';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { ProjectEventRepository } from './project-event.repository';
import { PROJECT_EVENT_MODEL, ProjectEventSchemaDefinition } from './project-event.schema';

@Module({
  imports: [
    MembershipModule,
    BoardModule,
    MongooseModule.forFeature([
      { name: PROJECT_EVENT_MODEL, schema: ProjectEventSchemaDefinition },
    ]),
  ],
  controllers: [CalendarController],
  providers: [ProjectEventRepository, CalendarService],
  exports: [CalendarService],
})
export class CalendarModule {}
