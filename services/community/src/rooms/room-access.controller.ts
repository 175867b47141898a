import { Controller } from '@nestjs/common';
import {
  COMMUNITY_FEED_ROOM,
  CommunityRoomAccessQuery,
  parseRealtimeRoom,
  type QueryRequest,
} from '@filmcollab/contracts';
import { AnswerQuery } from '@filmcollab/service-kit';
import { PostsService } from '../posts/posts.service';

/** Who may join `post:{id}` (while the post exists) and `community-feed:all`: any signed-in user. */
@Controller()
export class RoomAccessController {
  constructor(private readonly posts: PostsService) {}

  @AnswerQuery(CommunityRoomAccessQuery)
  async access({ room }: QueryRequest<typeof CommunityRoomAccessQuery>) {
    const parsed = parseRealtimeRoom(room);
    if (parsed?.kind === 'post') return { allowed: await this.posts.exists(parsed.id) };
    if (room === COMMUNITY_FEED_ROOM) return { allowed: true };
    return { allowed: false };
  }
}
