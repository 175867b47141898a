import { type ContestFilm, ContestTexts, formatFilmAverage } from '@filmcollab/contracts/contest';
import { Card } from '@filmcollab/ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFilmCommentsQuery } from '../api/contest-api';
import { DeleteFilmButton } from './DeleteFilmButton';
import { FilmComments } from './FilmComments';
import { FilmPlayer } from './FilmPlayer';
import { JudgeScorecard } from './JudgeScorecard';
import { StarRating } from './StarRating';

/** One film of the gallery (spec 01 §2). */
export function FilmCard({ film, judge }: { film: ContestFilm; judge: boolean }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // Comments load when someone watches or opens them, not for every film of the page at once.
  const [engaged, setEngaged] = useState(false);
  const comments = useFilmCommentsQuery(film.id, { skip: !engaged });
  return (
    <Card>
      <article aria-labelledby={`film-${film.id}`}>
        <FilmPlayer
          film={film}
          comments={comments.data ?? []}
          videoRef={videoRef}
          onPlay={() => setEngaged(true)}
        />
        <div className="mt-3 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={`film-${film.id}`} className="text-xl font-semibold">
              {film.title}
            </h3>
            <p className="text-sm text-zinc-400">
              by{' '}
              <Link className="text-amber-400 underline" to={`/profile/${film.userId}`}>
                {film.authorName ?? ContestTexts.anonymousUser}
              </Link>
              {film.crew.length > 0
                ? ` with ${film.crew.map((m) => m.fullName ?? m.username).join(', ')}`
                : ''}
            </p>
          </div>
          {film.isOwner ? <DeleteFilmButton filmId={film.id} title={film.title} /> : null}
        </div>
        {film.description ? <p className="mt-2 text-zinc-300">{film.description}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p
            aria-label={`Average rating ${formatFilmAverage(film.averageRating)}`}
            className="font-semibold"
          >
            {formatFilmAverage(film.averageRating)}
          </p>
          <StarRating
            filmId={film.id}
            title={film.title}
            myRating={film.myRating}
            isCrew={film.isCrew}
            roundClosed={film.roundClosed}
          />
        </div>
        {judge && !film.isCrew && !film.roundClosed ? (
          <JudgeScorecard filmId={film.id} title={film.title} />
        ) : null}
        {engaged ? (
          <FilmComments
            filmId={film.id}
            title={film.title}
            comments={comments.data ?? []}
            videoRef={videoRef}
          />
        ) : (
          <button
            type="button"
            className="mt-3 text-sm text-amber-400 underline"
            onClick={() => setEngaged(true)}
          >
            Show comments on {film.title}
          </button>
        )}
      </article>
    </Card>
  );
}
