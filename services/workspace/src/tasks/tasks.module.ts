import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MembershipModule } from '../membership/membership.module';
import { PeopleModule } from '../people/people.module';
import { BoardModule } from '../realtime/board.module';
import { TaskActivityRecorder } from './task-activity.recorder';
import { TaskActivityRepository } from './task-activity.repository';
import { TASK_ACTIVITY_MODEL, TaskActivitySchemaDefinition } from './task-activity.schema';
import { TaskCommentRepository } from './task-comment.repository';
import { TASK_COMMENT_MODEL, TaskCommentSchemaDefinition } from './task-comment.schema';
import { TaskDependencyRepository } from './task-dependency.repository';
import { TASK_DEPENDENCY_MODEL, TaskDependencySchemaDefinition } from './task-dependency.schema';
import { DependenciesModule } from '../dependencies/dependencies.module';
import { TaskDetailsService } from './task-details.service';
import { TaskRepository } from './task.repository';
import { TASK_MODEL, TaskSchemaDefinition } from './task.schema';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';
import { TimeLogRepository } from './time-log.repository';
import { TIME_LOG_MODEL, TimeLogSchemaDefinition } from './time-log.schema';

@Module({
  imports: [
    MembershipModule,
    PeopleModule,
    BoardModule,
    DependenciesModule,
    MongooseModule.forFeature([
      { name: TASK_MODEL, schema: TaskSchemaDefinition },
      { name: TASK_DEPENDENCY_MODEL, schema: TaskDependencySchemaDefinition },
      { name: TASK_COMMENT_MODEL, schema: TaskCommentSchemaDefinition },
      { name: TIME_LOG_MODEL, schema: TimeLogSchemaDefinition },
      { name: TASK_ACTIVITY_MODEL, schema: TaskActivitySchemaDefinition },
    ]),
  ],
  controllers: [TasksController],
  providers: [
    TaskRepository,
    TaskDependencyRepository,
    TaskCommentRepository,
    TimeLogRepository,
    TaskActivityRepository,
    TaskActivityRecorder,
    TasksService,
    TaskDetailsService,
  ],
  exports: [TasksService, TaskDetailsService],
})
export class TasksModule {}
