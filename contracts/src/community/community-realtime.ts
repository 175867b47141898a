import * as z from 'zod/mini';
import { realtimeRoom } from '../realtime/realtime-rooms';
import { CommunityPostSchema, PostCommentSchema } from './community-model';

/** The room of the community feed: every new post is pushed there (any signed-in user may join). */
export const COMMUNITY_FEED_ROOM = realtimeRoom('community-feed', 'all');

/*
 * What the community service pushes over `/realtime` to the room `post:{postId}` (any signed-in
 * user may join while the post exists), and to `COMMUNITY_FEED_ROOM`. The author's own sockets are
 * skipped for their comment or post.
 */
export const COMMUNITY_REALTIME = {
  /** `CommunityPost` as others see it (not liked by them), to `COMMUNITY_FEED_ROOM`, once stored. */
  postCreated: 'feed.post_created',
  /** `PostDeletedPush`, to `COMMUNITY_FEED_ROOM`: open feeds drop it, held or listed. */
  postDeleted: 'feed.post_deleted',
  /** `PostComment`. */
  commentCreated: 'post.comment_created',
  /** `CommentRemovedPush`. */
  commentDeleted: 'post.comment_deleted',
  /** `PostCountsPush`: likes or top-level replies changed. */
  countsChanged: 'post.counts_changed',
} as const;

export const CommentRemovedPushSchema = z.object({
  postId: z.string(),
  commentId: z.string(),
  /** The deleted comment and its replies. */
  removedIds: z.array(z.string()),
});
export const PostDeletedPushSchema = z.object({ postId: z.string() });
export type PostDeletedPush = z.infer<typeof PostDeletedPushSchema>;

export type CommentRemovedPush = z.infer<typeof CommentRemovedPushSchema>;

export const PostCountsPushSchema = z.object({
  postId: z.string(),
  likesCount: z.int().check(z.minimum(0)),
  repliesCount: z.int().check(z.minimum(0)),
});
export type PostCountsPush = z.infer<typeof PostCountsPushSchema>;

export { PostCommentSchema as CommentCreatedPushSchema };
export { CommunityPostSchema as PostCreatedPushSchema };
