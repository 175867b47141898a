import { Controller } from '@nestjs/common';
import {
  parseRealtimeRoom,
  type QueryRequest,
  WorkspaceRoomAccessQuery,
} from '@filmcollab/contracts';
import { AnswerQuery } from '@filmcollab/service-kit';
import { MembershipService } from './membership.service';

/** Who may follow a workspace board live (`workspace:{projectId}`): whoever may open it. */
@Controller()
export class WorkspaceRoomAccessController {
  constructor(private readonly membership: MembershipService) {}

  @AnswerQuery(WorkspaceRoomAccessQuery)
  async access({ userId, room }: QueryRequest<typeof WorkspaceRoomAccessQuery>) {
    const parsed = parseRealtimeRoom(room);
    if (parsed?.kind !== 'workspace') return { allowed: false };
    return { allowed: await this.membership.isMember(parsed.id, userId) };
  }
}
