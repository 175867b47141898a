import {
  COMMUNITY_REALTIME,
  CommentRemovedPushSchema,
  PostCommentSchema,
  PostCountsPushSchema,
  type PostComment,
  type PostCountsPush,
} from '@filmcollab/contracts/community';
import { realtimeRoom } from '@filmcollab/contracts/realtime';
import { Button, Spinner } from '@filmcollab/ui';
import { type AppDispatch } from '@filmcollab/web-kit';
import { useRealtimeEvent, useRealtimeResume, useRoom } from '@filmcollab/web-kit/realtime';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { communityApi, useCommentsQuery } from '../api/community-api';
import { TEXTS } from '../community-texts';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentThread';

/**
 * A post's comments (spec 02 §4, §7): threads by `parentCommentId`; while open, the panel is in
 * the room `post:{id}`, so others' new comments, deletions and the counts arrive live.
 */
export function CommentsPanel({
  postId,
  onCountsChanged,
}: {
  postId: string;
  onCountsChanged: (counts: PostCountsPush) => void;
}) {
  const { data, isLoading, isError, refetch } = useCommentsQuery(postId);
  const dispatch = useDispatch<AppDispatch>();
  const [replyTo, setReplyTo] = useState<PostComment | null>(null);
  useRoom(realtimeRoom('post', postId));
  useRealtimeResume(() => void refetch());

  useRealtimeEvent(COMMUNITY_REALTIME.commentCreated, (raw) => {
    const parsed = PostCommentSchema.safeParse(raw);
    if (!parsed.success || parsed.data.postId !== postId) return;
    dispatch(
      communityApi.util.updateQueryData('comments', postId, (draft) => {
        if (!draft.comments.some((comment) => comment.id === parsed.data.id)) {
          draft.comments.push(parsed.data);
        }
      }),
    );
  });
  useRealtimeEvent(COMMUNITY_REALTIME.commentDeleted, (raw) => {
    const parsed = CommentRemovedPushSchema.safeParse(raw);
    if (!parsed.success || parsed.data.postId !== postId) return;
    const removed = new Set(parsed.data.removedIds);
    dispatch(
      communityApi.util.updateQueryData('comments', postId, (draft) => {
        draft.comments = draft.comments.filter((comment) => !removed.has(comment.id));
      }),
    );
  });
  useRealtimeEvent(COMMUNITY_REALTIME.countsChanged, (raw) => {
    const parsed = PostCountsPushSchema.safeParse(raw);
    if (parsed.success && parsed.data.postId === postId) onCountsChanged(parsed.data);
  });

  const replies = useMemo(() => {
    const byParent = new Map<string | null, PostComment[]>();
    for (const comment of data?.comments ?? []) {
      const siblings = byParent.get(comment.parentCommentId) ?? [];
      siblings.push(comment);
      byParent.set(comment.parentCommentId, siblings);
    }
    return byParent;
  }, [data]);

  return (
    <section aria-label="Comments" className="flex flex-col gap-3 border-t border-zinc-700 pt-3">
      {isLoading && <Spinner label="Loading comments…" />}
      {isError && (
        <div role="alert" className="flex items-center gap-2">
          <p>The comments could not be loaded.</p>
          <Button type="button" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      {data && data.comments.length === 0 && <p className="text-zinc-400">{TEXTS.noComments}</p>}
      {data && data.comments.length > 0 && (
        <CommentThread postId={postId} parentId={null} replies={replies} onReply={setReplyTo} />
      )}
      <CommentForm postId={postId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
    </section>
  );
}
