import type { PostComment } from '@filmcollab/contracts';
import { Button, showToast } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { Link } from 'react-router';
import { useDeleteCommentMutation } from '../api/community-api';
import { TEXTS } from '../community-texts';
import { AttachmentView } from '../posts/AttachmentView';
import { authorName } from '../posts/author-name';
import { PostText } from '../posts/PostText';

/** One comment: its author, text and files; Reply for everyone, Delete for its author. */
export function CommentItem({
  postId,
  comment,
  onReply,
}: {
  postId: string;
  comment: PostComment;
  onReply: () => void;
}) {
  const { user } = useAuth();
  const [deleteComment, { isLoading }] = useDeleteCommentMutation();
  const name = authorName(comment.author);

  const remove = async () => {
    const result = await deleteComment({ postId, commentId: comment.id });
    showToast(
      'error' in result
        ? { title: TEXTS.commentDeleteFailed, variant: 'destructive' }
        : { title: TEXTS.commentDeleted },
    );
  };

  return (
    <article
      aria-label={`Comment by ${name}`}
      className="flex flex-col gap-1 rounded-md bg-zinc-800/60 p-2"
    >
      <div className="flex items-center gap-2 text-sm">
        <Link to={`/user/${comment.userId}`} className="font-semibold hover:underline">
          {name}
        </Link>
        <time dateTime={comment.createdAt} className="text-xs text-zinc-400">
          {new Date(comment.createdAt).toLocaleString()}
        </time>
      </div>
      {comment.content && <PostText text={comment.content} />}
      {comment.fileAttachments.map((file) => (
        <AttachmentView key={file.id} file={file} />
      ))}
      <div className="flex gap-1">
        <Button type="button" variant="ghost" className="px-2 py-0.5 text-xs" onClick={onReply}>
          Reply
        </Button>
        {user?.id === comment.userId && (
          <Button
            type="button"
            variant="ghost"
            className="px-2 py-0.5 text-xs"
            disabled={isLoading}
            onClick={() => void remove()}
          >
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}
