import { CONTEST_FACTS, CONTEST_SUPPORT_EMAIL, ContestTexts } from '@filmcollab/contracts/contest';
import { Button, Card, Spinner } from '@filmcollab/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentRoundQuery } from '../api/contest-api';
import { Leaderboards } from '../leaderboard/Leaderboards';
import { ComingSoonDialog } from './ComingSoonDialog';
import { PRIZE_TILES } from './contest-facts';
import { RoundFacts } from './RoundFacts';
import { VipClaim } from './VipClaim';

/** /contest (public): spec 01 §2 "Contest promo page" with the current round from the service. */
export default function ContestPage() {
  const navigate = useNavigate();
  const round = useCurrentRoundQuery();
  // Spec 01 §2: the dialog is part of the page, but nothing on it opens the dialog.
  const [comingSoonOpen, setComingSoonOpen] = useState(false);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 p-4">
      <header className="rounded-lg bg-gradient-to-r from-amber-600 to-rose-700 p-6 text-white">
        <p className="text-sm font-semibold uppercase tracking-wide">{ContestTexts.challenge}</p>
        <h1 className="text-4xl font-bold">{ContestTexts.headline}</h1>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => navigate('/community')}>
            {ContestTexts.backToTabs}
          </Button>
          <Button variant="secondary" onClick={() => navigate('/submitted-films')}>
            {ContestTexts.viewSubmittedFilms}
          </Button>
          {round.data?.status === 'open' ? (
            <Button asChild>
              <Link to="/contest/submit">Submit Your Film</Link>
            </Button>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="fast-facts">
        <h2 id="fast-facts" className="mb-3 text-2xl font-semibold">
          Fast facts
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {CONTEST_FACTS.map((fact) => (
            <li key={fact} className="rounded-md bg-zinc-800 px-3 py-2">
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-4">
          {round.isLoading ? (
            <Spinner label="Loading the current round" />
          ) : round.data ? (
            <RoundFacts round={round.data} />
          ) : (
            <p role="alert">The current round could not be loaded. Please try again later.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="prizes">
        <h2 id="prizes" className="mb-3 text-2xl font-semibold">
          Prizes
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {PRIZE_TILES.map((tile) => (
            <li key={tile.title}>
              <Card>
                <h3 className="font-semibold">{tile.title}</h3>
                <p className="text-2xl font-bold text-amber-400">{tile.amount}</p>
                <p className="text-sm text-zinc-300">{tile.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="judging">
        <h2 id="judging" className="mb-3 text-2xl font-semibold">
          Judging
        </h2>
        <p className="text-zinc-300">
          A jury of working filmmakers scores every film on a published rubric (story, craft,
          performance, originality); it counts 60%. The community's star ratings count 40% — only
          from people outside the film's crew.
        </p>
        <p className="mt-2 text-zinc-300">
          Questions? Write to{' '}
          <a className="text-amber-400 underline" href={`mailto:${CONTEST_SUPPORT_EMAIL}`}>
            {CONTEST_SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="vip">
        <h2 id="vip" className="mb-3 text-2xl font-semibold">
          VIP priority list
        </h2>
        <VipClaim />
      </section>

      <Leaderboards />
      <ComingSoonDialog open={comingSoonOpen} onOpenChange={setComingSoonOpen} />
    </div>
  );
}
