import type { CommunityPost } from '@filmcollab/contracts/community';
import { Button, Label, showToast } from '@filmcollab/ui';
import { useId, useState } from 'react';
import { useUpdatePostMutation } from '../api/community-api';
import { TEXTS } from '../community-texts';

/** Spec 02 §4: a post's edit mode, with Save and Cancel. */
export function PostEditor({ post, onDone }: { post: CommunityPost; onDone: () => void }) {
  const [content, setContent] = useState(post.content);
  const [updatePost, { isLoading }] = useUpdatePostMutation();
  const id = useId();
  const empty = content.trim() === '' && post.fileAttachments.length === 0;

  const save = async () => {
    const result = await updatePost({ postId: post.id, body: { content } });
    if ('error' in result) {
      showToast({ title: TEXTS.postUpdateFailed, variant: 'destructive' });
      return;
    }
    showToast({ title: TEXTS.postUpdated });
    onDone();
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Label htmlFor={id}>Edit post</Label>
      <textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={4}
        className="rounded-md border border-zinc-700 bg-zinc-950 p-2"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={isLoading || empty}>
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
