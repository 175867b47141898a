import { Card, CardTitle, Spinner } from '@filmcollab/ui';
import { useMeQuery } from '../api/identity-api';

/** The signed-in account as `GET /api/identity/me` reports it: exposed as `identity/WhoAmICard`. */
export default function WhoAmICard() {
  const { data, isLoading, isError } = useMeQuery();
  return (
    <Card data-testid="whoami">
      <CardTitle>Your account</CardTitle>
      {isLoading && <Spinner label="Loading your account…" className="justify-start p-0" />}
      {data && <p>{`Signed in as ${data.username} (${data.email})`}</p>}
      {isError && (
        <p className="text-red-300">Your account could not be loaded. Please try again.</p>
      )}
    </Card>
  );
}
