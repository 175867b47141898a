import { DISCOVERY_LIMITS } from '@filmcollab/contracts/discovery';
import { Card, CardTitle, Spinner } from '@filmcollab/ui';
import { useDiscoveryRecommendationsQuery } from '../api/discovery-api';
import { ResultCard } from './ResultCard';

/** 'Recommended for You': at most 4, each with why it was picked. */
export function RecommendedCard() {
  const { data, isLoading, isError } = useDiscoveryRecommendationsQuery();
  const shown = data?.recommendations.slice(0, DISCOVERY_LIMITS.recommendationsShown) ?? [];
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="recommended-for-you">
      <CardTitle id="recommended-for-you">Recommended for You</CardTitle>
      {isLoading && <Spinner label="Loading recommendations…" />}
      {isError && (
        <p className="text-sm text-zinc-400">Recommendations are unavailable right now.</p>
      )}
      {data && !shown.length && (
        <p className="text-sm text-zinc-400">
          Save your preferences or add your role and location to your profile to get
          recommendations.
        </p>
      )}
      {shown.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Recommendations">
          {shown.map((item) => (
            <li key={`${item.resultType}-${item.resultId}`}>
              <ResultCard item={item} explanation={item.explanation} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
