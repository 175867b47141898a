import { Button, Card, Label, showToast } from '@filmcollab/ui';
import { Checkbox } from '@filmcollab/ui/checkbox';
import { errorMessage } from '@filmcollab/web-kit';
import { useId, useRef, useState } from 'react';
import { useCreatePostMutation } from '../api/community-api';
import { TEXTS } from '../community-texts';
import { MentionTextarea } from './MentionTextarea';
import { TagInput } from './TagInput';
import { UploadChip } from './UploadChip';
import { useUploads } from './use-uploads';

/**
 * The post composer (spec 02 §2): one text input, image and video upload (a progress bar and a
 * removable chip per file), tags, the crowdfunding toggle and Post. Text or a file is required.
 */
export function Composer() {
  const [content, setContent] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [crowdfunding, setCrowdfunding] = useState(false);
  const uploads = useUploads();
  const [createPost, { isLoading }] = useCreatePostMutation();
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const crowdfundingId = useId();

  const canPost = !isLoading && !uploads.busy && (content.trim() !== '' || uploads.refs.length > 0);

  const post = async () => {
    const result = await createPost({
      content,
      tags,
      isCrowdfunding: crowdfunding,
      attachments: uploads.refs,
    });
    if ('error' in result) {
      showToast({
        title: errorMessage(result.error, 'Failed to create post'),
        variant: 'destructive',
      });
      return;
    }
    showToast({ title: TEXTS.postCreated });
    setContent('');
    setTags([]);
    setCrowdfunding(false);
    uploads.clear();
  };

  return (
    <Card className="p-4">
      <form
        aria-label="New post"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (canPost) void post();
        }}
      >
        <MentionTextarea
          label="Share with the community"
          value={content}
          onChange={setContent}
          placeholder="What are you working on? Mention people with @username"
        />
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
        <TagInput tags={tags} onChange={setTags} />
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={imageInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            hidden
            aria-label="Image files"
            onChange={(event) => {
              if (event.target.files) uploads.add(event.target.files);
              event.target.value = '';
            }}
          />
          <input
            ref={videoInput}
            type="file"
            accept="video/mp4,video/webm,video/quicktime"
            multiple
            hidden
            aria-label="Video files"
            onChange={(event) => {
              if (event.target.files) uploads.add(event.target.files);
              event.target.value = '';
            }}
          />
          <Button type="button" variant="secondary" onClick={() => imageInput.current?.click()}>
            Add image
          </Button>
          <Button type="button" variant="secondary" onClick={() => videoInput.current?.click()}>
            Add video
          </Button>
          <div className="flex items-center gap-2">
            <Checkbox
              id={crowdfundingId}
              checked={crowdfunding}
              onCheckedChange={(checked) => setCrowdfunding(checked === true)}
            />
            <Label htmlFor={crowdfundingId}>Crowdfunding</Label>
          </div>
          <Button type="submit" className="ml-auto" disabled={!canPost}>
            {isLoading ? 'Posting…' : 'Post'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
