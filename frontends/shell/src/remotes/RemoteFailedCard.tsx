import { Button, Card } from '@filmcollab/ui';

/** What a page shows in place of a remote that could not be loaded. */
export function RemoteFailedCard({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="mx-auto my-10 max-w-md text-center">
      <p className="mb-4">This part of FilmCollab could not be loaded. Try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </Card>
  );
}
