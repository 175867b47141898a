import { type FileAttachment, isCommunityVideo } from '@filmcollab/contracts/community';
import { useState } from 'react';

/**
 * An attached image (its alt text read by screen readers, and shown in its place when it fails to
 * load) or a video playing inline; its first frame is the poster until it plays.
 */
export function AttachmentView({ file }: { file: FileAttachment }) {
  const [failed, setFailed] = useState(false);
  if (isCommunityVideo(file.type)) {
    return (
      <video
        controls
        playsInline
        preload="metadata"
        poster={file.thumbnail ?? undefined}
        aria-label={file.alt ?? file.name}
        className="max-h-96 w-full rounded-md bg-black"
        // `#t=0.1` makes browsers show the first frame as the poster.
        src={file.thumbnail ? file.url : `${file.url}#t=0.1`}
      />
    );
  }
  if (failed) {
    return (
      <p
        role="img"
        aria-label={file.alt ?? file.name}
        className="rounded-md border border-zinc-700 p-4 text-sm text-zinc-400"
      >
        {file.alt ?? file.name}
      </p>
    );
  }
  return (
    <img
      src={file.url}
      alt={file.alt ?? `Attached image: ${file.name}`}
      loading="lazy"
      onError={() => setFailed(true)}
      className="max-h-96 rounded-md object-contain"
    />
  );
}
