import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { ConversationsModule } from '../conversations/conversations.module';
import { PeopleModule } from '../people/people.module';
import { PermissionsModule } from '../permissions/permissions.module';
import { ProjectChatModule } from '../project-chat/project-chat.module';
import { messagingService } from '../service-definition';

/** The messaging service's own configuration and features, for the seed command; no HTTP. */
@Module({
  imports: [
    ServiceKitModule.forRoot(messagingService),
    PeopleModule,
    PermissionsModule,
    ConversationsModule,
    ProjectChatModule,
  ],
})
export class SeedModule {}
