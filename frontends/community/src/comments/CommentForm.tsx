import type { PostComment } from '@filmcollab/contracts/community';
import { Button, showToast } from '@filmcollab/ui';
import { useRef, useState } from 'react';
import { useAddCommentMutation } from '../api/community-api';
import { TEXTS } from '../community-texts';
import { MentionTextarea } from '../composer/MentionTextarea';
import { UploadChip } from '../composer/UploadChip';
import { useUploads } from '../composer/use-uploads';
import { authorName } from '../posts/author-name';

/** Spec 02 §5: a comment needs text (trimmed) or a file; the button stays disabled otherwise. */
export function CommentForm({
  postId,
  replyTo,
  onCancelReply,
}: {
  postId: string;
  replyTo: PostComment | null;
  onCancelReply: () => void;
}) {
  const [content, setContent] = useState('');
  const uploads = useUploads();
  const [addComment, { isLoading }] = useAddCommentMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = !isLoading && !uploads.busy && (content.trim() !== '' || uploads.refs.length > 0);

  const send = async () => {
    const result = await addComment({
      postId,
      body: {
        content: content.trim(),
        parentCommentId: replyTo?.id ?? null,
        attachments: uploads.refs,
      },
    });
    if ('error' in result) {
      showToast({ title: TEXTS.commentFailed, variant: 'destructive' });
      return;
    }
    showToast({ title: TEXTS.commentPosted });
    setContent('');
    uploads.clear();
    onCancelReply();
  };

  return (
    <form
      aria-label="New comment"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) void send();
      }}
    >
      {replyTo && (
        <p className="flex items-center gap-2 text-sm text-zinc-300">
          {`Replying to ${authorName(replyTo.author)}`}
          <Button
            type="button"
            variant="ghost"
            className="px-2 py-0.5 text-xs"
            onClick={onCancelReply}
          >
            Cancel reply
          </Button>
        </p>
      )}
      <MentionTextarea label="Write a comment" value={content} onChange={setContent} rows={2} />
      {uploads.items.length > 0 && (
        <ul aria-label="Attached files" className="flex flex-wrap gap-2">
          {uploads.items.map((item) => (
            <UploadChip
              key={item.id}
              item={item}
              onRemove={() => uploads.remove(item.id)}
              onAlt={(alt) => uploads.setAlt(item.id, alt)}
            />
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm,video/quicktime"
          hidden
          aria-label="Comment files"
          onChange={(event) => {
            if (event.target.files) uploads.add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button type="button" variant="secondary" onClick={() => fileInput.current?.click()}>
          Attach file
        </Button>
        <Button type="submit" disabled={!canSend}>
          Post Comment
        </Button>
      </div>
    </form>
  );
}
