import type { FilmComment } from '@filmcollab/contracts/contest';
import { Button, showToast } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { type FormEvent, type RefObject, useState } from 'react';
import { useAddFilmCommentMutation } from '../api/contest-api';
import { formatTimecode } from '../promo/round-format';

/** Timecoded comments: listed in timeline order; a new one is pinned to the player's position. */
export function FilmComments({
  filmId,
  title,
  comments,
  videoRef,
}: {
  filmId: string;
  title: string;
  comments: FilmComment[];
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const { status } = useAuth();
  const [text, setText] = useState('');
  const [add, { isLoading }] = useAddFilmCommentMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const atSeconds = Math.floor(videoRef.current?.currentTime ?? 0);
    try {
      await add({ filmId, atSeconds, text: text.trim() }).unwrap();
      setText('');
    } catch {
      showToast({ title: 'Failed to add comment', variant: 'destructive' });
    }
  };

  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold">Comments</h4>
      {comments.length === 0 ? <p className="text-sm text-zinc-400">No comments yet.</p> : null}
      <ul className="text-sm">
        {comments.map((comment) => (
          <li key={comment.id}>
            <button
              type="button"
              className="mr-2 font-mono text-amber-400 underline"
              onClick={() => {
                if (videoRef.current) videoRef.current.currentTime = comment.atSeconds;
              }}
            >
              {formatTimecode(comment.atSeconds)}
            </button>
            <span className="text-zinc-400">{comment.authorName ?? 'Anonymous User'}:</span>{' '}
            {comment.text}
          </li>
        ))}
      </ul>
      {status === 'authenticated' ? (
        <form onSubmit={(event) => void onSubmit(event)} className="mt-2 flex gap-2">
          <label className="sr-only" htmlFor={`comment-${filmId}`}>
            {`Comment on ${title} at the current time`}
          </label>
          <input
            id={`comment-${filmId}`}
            value={text}
            maxLength={1000}
            onChange={(event) => setText(event.target.value)}
            placeholder="Comment at the current time"
            className="flex-1 rounded-md bg-zinc-800 px-2 py-1"
          />
          <Button type="submit" disabled={isLoading || !text.trim()}>
            Comment
          </Button>
        </form>
      ) : null}
    </div>
  );
}
