import { Controller } from '@nestjs/common';
import {
  MessagingRoomAccessQuery,
  parseRealtimeRoom,
  type QueryRequest,
} from '@filmcollab/contracts';
import { AnswerQuery } from '@filmcollab/service-kit';
import { DirectMessagesService } from '../conversations/direct-messages.service';
import { ProjectChatService } from '../project-chat/project-chat.service';

/** Who may join messaging's realtime rooms: a conversation's two users, a project chat's members. */
@Controller()
export class RoomAccessController {
  constructor(
    private readonly directMessages: DirectMessagesService,
    private readonly chat: ProjectChatService,
  ) {}

  @AnswerQuery(MessagingRoomAccessQuery)
  async access({ userId, room }: QueryRequest<typeof MessagingRoomAccessQuery>) {
    const parsed = parseRealtimeRoom(room);
    if (parsed?.kind === 'conversation') {
      return { allowed: await this.directMessages.isParticipant(parsed.id, userId) };
    }
    if (parsed?.kind === 'project-chat') {
      return { allowed: await this.chat.isMember(parsed.id, userId) };
    }
    return { allowed: false };
  }
}
