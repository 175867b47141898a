import type { PostComment } from '@filmcollab/contracts/community';
import { Button, Label, showToast } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDeleteCommentMutation, useUpdateCommentMutation } from '../api/community-api';
import { TEXTS } from '../community-texts';
import { AttachmentView } from '../posts/AttachmentView';
import { authorName } from '../posts/author-name';
import { PostText } from '../posts/PostText';

/** One comment: its author, text and files; Reply for everyone, Edit and Delete for its author. */
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
  const [updateComment, { isLoading: saving }] = useUpdateCommentMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const editId = useId();
  const name = authorName(comment.author);
  const isAuthor = user?.id === comment.userId;

  const save = async () => {
    if (draft === null || draft.trim() === '') return;
    const result = await updateComment({ postId, commentId: comment.id, content: draft.trim() });
    if ('error' in result) {
      showToast({ title: 'Could not update comment.', variant: 'destructive' });
      return;
    }
    setDraft(null);
  };

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
      {draft === null ? (
        comment.content && <PostText text={comment.content} />
      ) : (
        <form
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Label htmlFor={editId}>Edit comment</Label>
          <textarea
            id={editId}
            value={draft}
            rows={2}
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-md border border-zinc-700 bg-zinc-950 p-2"
          />
          <div className="flex gap-1">
            <Button
              type="submit"
              className="px-2 py-0.5 text-xs"
              disabled={saving || draft.trim() === ''}
            >
              Save
            </Button>
            <Button
              type="button"
              variant="secondary"
              className="px-2 py-0.5 text-xs"
              onClick={() => setDraft(null)}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
      {comment.fileAttachments.map((file) => (
        <AttachmentView key={file.id} file={file} />
      ))}
      <div className="flex gap-1">
        <Button type="button" variant="ghost" className="px-2 py-0.5 text-xs" onClick={onReply}>
          Reply
        </Button>
        {isAuthor && draft === null && (
          <Button
            type="button"
            variant="ghost"
            className="px-2 py-0.5 text-xs"
            onClick={() => setDraft(comment.content)}
          >
            Edit
          </Button>
        )}
        {isAuthor && (
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
