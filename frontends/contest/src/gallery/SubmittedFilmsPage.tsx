import { Button, Spinner } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { useNavigate } from 'react-router';
import { useContestViewerQuery, useFilmsQuery } from '../api/contest-api';
import { FilmCard } from './FilmCard';

/** /submitted-films (public): every contest film, newest first. */
export default function SubmittedFilmsPage() {
  const navigate = useNavigate();
  const { status } = useAuth();
  const films = useFilmsQuery();
  const viewer = useContestViewerQuery(undefined, { skip: status !== 'authenticated' });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Submitted Films</h1>
          <p className="text-zinc-300">Watch and rate the One-Scene Challenge entries.</p>
        </div>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Back
        </Button>
      </header>
      {films.isLoading ? <Spinner label="Loading films" /> : null}
      {films.isError ? (
        <div role="alert">
          <p>The films could not be loaded.</p>
          <Button variant="secondary" onClick={() => void films.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {films.data && films.data.length === 0 ? <p>No films have been submitted yet.</p> : null}
      <ul className="flex flex-col gap-6">
        {(films.data ?? []).map((film) => (
          <li key={film.id}>
            <FilmCard film={film} judge={viewer.data?.judge ?? false} />
          </li>
        ))}
      </ul>
    </div>
  );
}
