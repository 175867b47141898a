import type { PostComment } from '@filmcollab/contracts/community';
import { CommentItem } from './CommentItem';

/** The comments under `parentId` (null: top level), each followed by its own replies. */
export function CommentThread({
  postId,
  parentId,
  replies,
  onReply,
}: {
  postId: string;
  parentId: string | null;
  replies: Map<string | null, PostComment[]>;
  onReply: (comment: PostComment) => void;
}) {
  const comments = replies.get(parentId) ?? [];
  if (comments.length === 0) return null;
  return (
    <ul
      className={
        parentId ? 'ml-6 flex flex-col gap-2 border-l border-zinc-700 pl-3' : 'flex flex-col gap-2'
      }
    >
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentItem postId={postId} comment={comment} onReply={() => onReply(comment)} />
          <CommentThread
            postId={postId}
            parentId={comment.id}
            replies={replies}
            onReply={onReply}
          />
        </li>
      ))}
    </ul>
  );
}
