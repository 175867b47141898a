import type { TaskDetail } from '@filmcollab/contracts/workspace';
import { Button } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { type FormEvent, useState } from 'react';
import { useAddCommentMutation, useEditCommentMutation } from '../api/workspace-api';
import { formatDateTime, personName } from '../display/format';
import { CONTROL_CLASSES } from '../display/form-classes';
import { errorToast, successToast } from '../display/toasts';

/** Comments with @mentions (resolved by the server to members); authors edit their own. */
export function TaskComments({
  projectId,
  detail,
  canWork,
}: {
  projectId: string;
  detail: TaskDetail;
  canWork: boolean;
}) {
  const { user } = useAuth();
  const taskId = detail.task.id;
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const [add, adding] = useAddCommentMutation();
  const [edit] = useEditCommentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const result = await add({ projectId, taskId, comment: text });
    if ('error' in result) return errorToast('Failed to add or update comment');
    successToast('Comment added successfully');
    setText('');
  };
  const saveEdit = async () => {
    if (!editing || !editing.text.trim()) return;
    const result = await edit({ projectId, taskId, commentId: editing.id, comment: editing.text });
    if ('error' in result) return errorToast('Failed to add or update comment');
    successToast('Comment updated successfully');
    setEditing(null);
  };

  return (
    <section aria-labelledby="comments-heading" className="flex flex-col gap-2">
      <h3 id="comments-heading" className="font-medium text-zinc-200">
        Comments
      </h3>
      {detail.comments.length === 0 && <p className="text-sm text-zinc-400">No comments yet.</p>}
      <ul className="flex flex-col gap-2">
        {detail.comments.map((comment) => (
          <li key={comment.id} className="rounded-md bg-zinc-800 p-2 text-sm">
            <p className="text-xs text-zinc-400">
              {personName(comment.author)} · {formatDateTime(comment.createdAt)}
              {comment.isEdited && ' · edited'}
            </p>
            {editing?.id === comment.id ? (
              <div className="flex flex-col gap-2">
                <label className="sr-only" htmlFor={`edit-${comment.id}`}>
                  Edit comment
                </label>
                <textarea
                  id={`edit-${comment.id}`}
                  className={CONTROL_CLASSES}
                  value={editing.text}
                  onChange={(event) => setEditing({ id: comment.id, text: event.target.value })}
                />
                <div className="flex gap-2">
                  <Button type="button" onClick={() => void saveEdit()}>
                    Save
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : (
              <p className="whitespace-pre-wrap text-zinc-100">{comment.comment}</p>
            )}
            {comment.userId === user?.id && editing?.id !== comment.id && canWork && (
              <Button
                type="button"
                variant="ghost"
                className="mt-1 px-2 py-0.5 text-xs"
                onClick={() => setEditing({ id: comment.id, text: comment.comment })}
              >
                Edit
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canWork && (
        <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)}>
          <label htmlFor="new-comment" className="text-sm text-zinc-300">
            Add a comment (mention people with @username)
          </label>
          <textarea
            id="new-comment"
            className={CONTROL_CLASSES}
            rows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={adding.isLoading || !text.trim()}>
            Comment
          </Button>
        </form>
      )}
    </section>
  );
}
