import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { ConversationsModule } from './conversations/conversations.module';
import { PeopleModule } from './people/people.module';
import { PermissionsModule } from './permissions/permissions.module';
import { PresenceModule } from './presence/presence.module';
import { ProjectChatModule } from './project-chat/project-chat.module';
import { RoomsModule } from './rooms/rooms.module';
import { messagingService } from './service-definition';

@Module({
  imports: [
    ServiceKitModule.forRoot(messagingService),
    PeopleModule,
    PermissionsModule,
    PresenceModule,
    ConversationsModule,
    ProjectChatModule,
    RoomsModule,
  ],
})
export class AppModule {}
