import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RealtimeModule } from '@filmcollab/service-kit';
import { PeopleModule } from '../people/people.module';
import { PermissionsModule } from '../permissions/permissions.module';
import { PresenceModule } from '../presence/presence.module';
import { ConversationRepository } from './conversation.repository';
import { CONVERSATION_MODEL, ConversationSchema } from './conversation.schema';
import { ConversationsController } from './conversations.controller';
import { DirectMessagesService } from './direct-messages.service';
import { MessageRepository } from './message.repository';
import { MESSAGE_MODEL, MessageSchema } from './message.schema';
import { SocketPresenceListener } from './socket-presence.listener';

@Module({
  imports: [
    RealtimeModule,
    PeopleModule,
    PermissionsModule,
    PresenceModule,
    MongooseModule.forFeature([
      { name: CONVERSATION_MODEL, schema: ConversationSchema },
      { name: MESSAGE_MODEL, schema: MessageSchema },
    ]),
  ],
  controllers: [ConversationsController],
  providers: [
    ConversationRepository,
    MessageRepository,
    DirectMessagesService,
    SocketPresenceListener,
  ],
  exports: [DirectMessagesService],
})
export class ConversationsModule {}
