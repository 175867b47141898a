import type { ContestFilm, FilmComment } from '@filmcollab/contracts/contest';
import { type RefObject } from 'react';
import { formatTimecode } from '../promo/round-format';

/**
 * The film from object storage (range requests, so seeking works), its WebVTT captions as a
 * track, and a marker on the timeline for every timecoded comment that jumps there.
 */
export function FilmPlayer({
  film,
  comments,
  videoRef,
  onPlay,
}: {
  film: ContestFilm;
  comments: FilmComment[];
  videoRef: RefObject<HTMLVideoElement | null>;
  onPlay?: () => void;
}) {
  const jump = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
  };
  return (
    <div>
      <video
        ref={videoRef}
        controls
        preload="metadata"
        onPlay={onPlay}
        className="aspect-video w-full rounded-md bg-black"
        aria-label={`Video: ${film.title}`}
      >
        <source src={film.videoUrl} type={film.contentType} />
        {film.captionsUrl ? (
          <track kind="captions" src={film.captionsUrl} srcLang="en" label="English" default />
        ) : null}
      </video>
      {comments.length > 0 ? (
        <div
          className="relative mt-1 h-4 rounded bg-zinc-800"
          aria-label="Comment markers"
          role="group"
        >
          {comments.map((comment) => (
            <button
              key={comment.id}
              type="button"
              onClick={() => jump(comment.atSeconds)}
              aria-label={`Jump to ${formatTimecode(comment.atSeconds)}: ${comment.text}`}
              title={`${formatTimecode(comment.atSeconds)} ${comment.text}`}
              className="absolute top-0 h-4 w-2 -translate-x-1 rounded bg-amber-400 focus-visible:outline-2 focus-visible:outline-white"
              style={{
                left: `${Math.min(100, (comment.atSeconds / Math.max(film.durationSeconds, 1)) * 100)}%`,
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
