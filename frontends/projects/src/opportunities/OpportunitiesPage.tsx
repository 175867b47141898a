import { Button, Card } from '@filmcollab/ui';
import { useEffect, useMemo } from 'react';
import { useOpportunitiesInfiniteQuery } from '../api/projects-api';
import { errorToast } from '../common/toasts';
import { OpportunityCard } from './OpportunityCard';

/** `/requirements`: the Opportunities grid, newest first, more by cursor. */
export default function OpportunitiesPage() {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useOpportunitiesInfiniteQuery();
  const opportunities = useMemo(
    () => data?.pages.flatMap((page) => page.opportunities) ?? [],
    [data],
  );
  const now = new Date();

  useEffect(() => {
    if (isError) errorToast('Failed to load requirements');
  }, [isError]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-3xl font-bold">Opportunities</h1>
      {isError && !opportunities.length ? (
        <Card role="alert" className="flex flex-col items-start gap-3">
          <p>Failed to load requirements</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      ) : isLoading ? (
        <div
          role="status"
          aria-busy="true"
          className="grid animate-pulse gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <span className="sr-only">Loading opportunities…</span>
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-40 rounded-lg bg-zinc-900" />
          ))}
        </div>
      ) : !opportunities.length ? (
        <p className="text-zinc-400">No opportunities found</p>
      ) : (
        <>
          <ul aria-label="Opportunities" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {opportunities.map((opportunity) => (
              <OpportunityCard key={opportunity.id} opportunity={opportunity} now={now} />
            ))}
          </ul>
          {hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
