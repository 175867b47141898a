import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RealtimeModule } from '@filmcollab/service-kit';
import { PeopleModule } from '../people/people.module';
import { PermissionsModule } from '../permissions/permissions.module';
import { ProjectChatController } from './project-chat.controller';
import { ProjectChatService } from './project-chat.service';
import { ProjectMessageRepository } from './project-message.repository';
import { PROJECT_MESSAGE_MODEL, ProjectMessageSchema } from './project-message.schema';

@Module({
  imports: [
    RealtimeModule,
    PeopleModule,
    PermissionsModule,
    MongooseModule.forFeature([{ name: PROJECT_MESSAGE_MODEL, schema: ProjectMessageSchema }]),
  ],
  controllers: [ProjectChatController],
  providers: [ProjectMessageRepository, ProjectChatService],
  exports: [ProjectChatService],
})
export class ProjectChatModule {}
