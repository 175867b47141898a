import {
  CONTEST_CREW_MAX,
  CONTEST_FILM_MAX_BYTES,
  CONTEST_FILM_TYPES,
} from '@filmcollab/contracts/contest';
import { Button, Card, FormMessage, Spinner } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useCaptionsUploadUrlMutation,
  useChunkUploadUrlMutation,
  useCurrentRoundQuery,
  useFilmUploadSessionMutation,
  useStartFilmUploadMutation,
  useSubmitFilmMutation,
} from '../api/contest-api';
import { RoundFacts } from '../promo/RoundFacts';
import { forgetUpload, uploadChunked, uploadSingle } from './upload-film';

const ACCEPT = Object.keys(CONTEST_FILM_TYPES).join(',');

type Phase = 'idle' | 'uploading' | 'checking';

/** /contest/submit: title, description, crew and the video (with optional WebVTT captions). */
export default function SubmitFilmPage() {
  const navigate = useNavigate();
  const round = useCurrentRoundQuery();
  const [startUpload] = useStartFilmUploadMutation();
  const [uploadSession] = useFilmUploadSessionMutation();
  const [chunkTicket] = useChunkUploadUrlMutation();
  const [captionsTicket] = useCaptionsUploadUrlMutation();
  const [submit] = useSubmitFilmMutation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [crew, setCrew] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [captions, setCaptions] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const crewNames = crew
    .split(/[\s,]+/)
    .map((name) => name.replace(/^@/, '').trim())
    .filter(Boolean);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    if (!title.trim()) return setError('Please give your film a title.');
    if (!video) return setError('Please choose a video file.');
    if (!(video.type in CONTEST_FILM_TYPES))
      return setError('Please choose an MP4, WebM or QuickTime video.');
    if (video.size > CONTEST_FILM_MAX_BYTES) return setError('The video must be 2 GB or smaller.');
    if (crewNames.length > CONTEST_CREW_MAX) return setError('A crew has at most 12 members.');
    try {
      setPhase('uploading');
      setProgress(0);
      const uploadId = await uploadChunked(
        video,
        {
          start: () =>
            startUpload({
              contentType: video.type as keyof typeof CONTEST_FILM_TYPES,
              size: video.size,
            }).unwrap(),
          session: (id) => uploadSession(id).unwrap(),
          chunkTicket: (id, index) =>
            chunkTicket({ uploadId: id, index })
              .unwrap()
              .then((t) => ({ url: t.uploadUrl, method: t.method, fields: t.fields, key: t.key })),
        },
        setProgress,
        (attempt) =>
          setNotice(`The connection dropped; retrying the upload (attempt ${attempt + 1}).`),
      );
      const captionsKey = captions
        ? await uploadSingle(captions, () =>
            captionsTicket({ size: captions.size })
              .unwrap()
              .then((t) => ({ url: t.uploadUrl, method: t.method, fields: t.fields, key: t.key })),
          )
        : null;
      setPhase('checking');
      await submit({ title, description, crew: crewNames, uploadId, captionsKey }).unwrap();
      forgetUpload(video);
      navigate('/submitted-films');
    } catch (failure) {
      setPhase('idle');
      setError(errorMessage(failure, 'The film could not be submitted. Please try again.'));
    }
  };

  if (round.isLoading) return <Spinner label="Loading the current round" />;
  const open = round.data?.status === 'open' && round.data.spotsLeft > 0;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 p-4">
      <h1 className="text-3xl font-bold">Submit Your Film</h1>
      {round.data ? <RoundFacts round={round.data} /> : null}
      {!open ? (
        <Card>
          <p role="status">
            {round.data?.spotsLeft === 0
              ? 'This round is full: all team spots are taken.'
              : 'Submissions for this round are closed.'}
          </p>
          <Link className="text-amber-400 underline" to="/contest">
            Back to the contest
          </Link>
        </Card>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
          <label className="flex flex-col gap-1">
            Title
            <input
              value={title}
              maxLength={120}
              onChange={(event) => setTitle(event.target.value)}
              className="rounded-md bg-zinc-800 px-3 py-2"
              required
            />
          </label>
          <label className="flex flex-col gap-1">
            Description
            <textarea
              value={description}
              maxLength={2000}
              onChange={(event) => setDescription(event.target.value)}
              className="min-h-24 rounded-md bg-zinc-800 px-3 py-2"
            />
          </label>
          <label className="flex flex-col gap-1">
            Crew (usernames, up to {CONTEST_CREW_MAX})
            <input
              value={crew}
              onChange={(event) => setCrew(event.target.value)}
              placeholder="sam, jordan"
              className="rounded-md bg-zinc-800 px-3 py-2"
            />
          </label>
          <label className="flex flex-col gap-1">
            Video (MP4, WebM or QuickTime; up to 2 GB and 6 minutes)
            <input
              type="file"
              accept={ACCEPT}
              onChange={(event) => setVideo(event.target.files?.[0] ?? null)}
            />
          </label>
          <label className="flex flex-col gap-1">
            Captions (optional WebVTT file)
            <input
              type="file"
              accept=".vtt,text/vtt"
              onChange={(event) => setCaptions(event.target.files?.[0] ?? null)}
            />
          </label>
          {phase === 'uploading' ? (
            <div>
              <progress
                aria-label="Upload progress"
                max={100}
                value={progress}
                className="w-full"
              />
              <p className="text-sm">{progress}% uploaded</p>
            </div>
          ) : null}
          {phase === 'checking' ? <p role="status">Checking your film…</p> : null}
          {notice ? <p role="status">{notice}</p> : null}
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <Button type="submit" disabled={phase !== 'idle'}>
            {phase === 'idle' ? 'Submit Film' : 'Submitting…'}
          </Button>
        </form>
      )}
    </div>
  );
}
