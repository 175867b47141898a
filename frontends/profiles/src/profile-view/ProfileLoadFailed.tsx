import { Button, Card } from '@filmcollab/ui';

export function ProfileLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl p-6">
      <Card className="flex flex-col items-center gap-4 text-center">
        <p role="alert">Failed to load profile</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </div>
  );
}
