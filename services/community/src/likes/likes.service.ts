import { Injectable } from '@nestjs/common';
import {
  COMMUNITY_REALTIME,
  CommunityErrors,
  type LikeState,
  PostLikedEvent,
  PostUnlikedEvent,
  realtimeRoom,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, RealtimePublisher, UnitOfWork } from '@filmcollab/service-kit';
import { PostRepository } from '../posts/post.repository';
import { LikeRepository } from './like.repository';

/**
 * Likes (spec 02 §3 post_likes): one per user and post. Liking twice or unliking what is not liked
 * changes nothing; the like and the post's count change in one transaction, so concurrent clicks
 * keep `likesCount` equal to the number of likes.
 */
@Injectable()
export class LikesService {
  constructor(
    private readonly likes: LikeRepository,
    private readonly posts: PostRepository,
    private readonly realtime: RealtimePublisher,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async like(userId: string, postId: string): Promise<LikeState> {
    const now = this.clock.now();
    const { state, changed, repliesCount } = await this.unitOfWork.run(async () => {
      const post = await this.posts.findById(postId);
      if (!post) throw new DomainError(CommunityErrors.POST_NOT_FOUND);
      if (!(await this.likes.add(postId, userId, now))) {
        return {
          state: { postId, liked: true, likesCount: post.likesCount },
          changed: false,
          repliesCount: post.repliesCount,
        };
      }
      const likesCount = (await this.posts.addLikes(postId, 1)) ?? post.likesCount + 1;
      await this.outbox.add(PostLikedEvent, {
        postId,
        postAuthorId: post.authorId,
        userId,
        likesCount,
        likedAt: now.toISOString(),
      });
      return {
        state: { postId, liked: true, likesCount },
        changed: true,
        repliesCount: post.repliesCount,
      };
    });
    if (changed) this.pushCounts(state, repliesCount);
    return state;
  }

  async unlike(userId: string, postId: string): Promise<LikeState> {
    const now = this.clock.now();
    const { state, changed, repliesCount } = await this.unitOfWork.run(async () => {
      const post = await this.posts.findById(postId);
      if (!post) throw new DomainError(CommunityErrors.POST_NOT_FOUND);
      if (!(await this.likes.remove(postId, userId))) {
        return {
          state: { postId, liked: false, likesCount: post.likesCount },
          changed: false,
          repliesCount: post.repliesCount,
        };
      }
      const likesCount = (await this.posts.addLikes(postId, -1)) ?? post.likesCount - 1;
      await this.outbox.add(PostUnlikedEvent, {
        postId,
        userId,
        likesCount,
        unlikedAt: now.toISOString(),
      });
      return {
        state: { postId, liked: false, likesCount },
        changed: true,
        repliesCount: post.repliesCount,
      };
    });
    if (changed) this.pushCounts(state, repliesCount);
    return state;
  }

  private pushCounts(state: LikeState, repliesCount: number): void {
    this.realtime.toRoom(realtimeRoom('post', state.postId), COMMUNITY_REALTIME.countsChanged, {
      postId: state.postId,
      likesCount: state.likesCount,
      repliesCount,
    });
  }
}
