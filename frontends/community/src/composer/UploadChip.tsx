import { isCommunityVideo } from '@filmcollab/contracts/community';
import { Button, Input, Label } from '@filmcollab/ui';
import { useId } from 'react';
import type { UploadItem } from './use-uploads';

/** One file of the composer: its progress, its alt text (images) and a remove button. */
export function UploadChip({
  item,
  onRemove,
  onAlt,
}: {
  item: UploadItem;
  onRemove: () => void;
  onAlt: (alt: string) => void;
}) {
  const altId = useId();
  const video = isCommunityVideo(item.type);
  return (
    <li className="flex w-64 flex-col gap-2 rounded-md border border-zinc-700 bg-zinc-800 p-2 text-sm">
      <div className="flex items-center gap-2">
        <span className="truncate" title={item.name}>
          {video ? '🎬' : '🖼'} {item.name}
        </span>
        <Button
          type="button"
          variant="ghost"
          className="ml-auto px-2 py-0.5"
          aria-label={`Remove ${item.name}`}
          onClick={onRemove}
        >
          ×
        </Button>
      </div>
      <progress
        max={100}
        value={item.progress}
        aria-label={`Uploading ${item.name}`}
        className="h-1.5 w-full accent-amber-500"
      />
      {item.status === 'checking' && <p className="text-xs text-zinc-400">Checking the file…</p>}
      <Label htmlFor={altId} className="text-xs">
        {video ? 'Describe this video' : 'Describe this image (alt text)'}
      </Label>
      <Input
        id={altId}
        value={item.alt}
        maxLength={300}
        onChange={(event) => onAlt(event.target.value)}
      />
    </li>
  );
}
