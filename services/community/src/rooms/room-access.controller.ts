import { Controller } from '@nestjs/common';
import {
  CommunityRoomAccessQuery,
  parseRealtimeRoom,
  type QueryRequest,
} from '@filmcollab/contracts';
import { AnswerQuery } from '@filmcollab/service-kit';
import { PostsService } from '../posts/posts.service';

/** Who may join `post:{id}`: any signed-in user, while the post exists. */
@Controller()
export class RoomAccessController {
  constructor(private readonly posts: PostsService) {}

  @AnswerQuery(CommunityRoomAccessQuery)
  async access({ room }: QueryRequest<typeof CommunityRoomAccessQuery>) {
    const parsed = parseRealtimeRoom(room);
    if (parsed?.kind === 'post') return { allowed: await this.posts.exists(parsed.id) };
    return { allowed: false };
  }
}
