import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { ProjectChatModule } from '../project-chat/project-chat.module';
import { RoomAccessController } from './room-access.controller';

@Module({ imports: [ConversationsModule, ProjectChatModule], controllers: [RoomAccessController] })
export class RoomsModule {}
