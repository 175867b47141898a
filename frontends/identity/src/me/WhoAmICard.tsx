import { Card, CardTitle, Spinner } from '@filmcollab/ui';
import { useMeQuery } from '../api/identity-api';

/** The signed-in account as `GET /api/identity/me` reports it: exposed as `identity/WhoAmICard`. */
export default function WhoAmICard() {
  const { data, isLoading, isError } = useMeQuery();
  return (
    <Card data-testid="whoami">
      <CardTitle>Your account</CardTitle>
      {/* As tall as the spinner in every state, so the hub below does not move when it loads;
          the shell's AccountCardPlaceholder draws this card's loading state until it arrives. */}
      <div className="flex min-h-8 items-center">
        {isLoading && <Spinner inline label="Loading your account…" />}
        {data && <p>{`Signed in as ${data.username} (${data.email})`}</p>}
        {isError && (
          <p className="text-red-300">Your account could not be loaded. Please try again.</p>
        )}
      </div>
    </Card>
  );
}
