import { Button, Card } from '@filmcollab/ui';
import { BackToDiscovery } from './BackToDiscovery';

export function ProjectLoadFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl p-6">
      <Card role="alert" className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-semibold">Error Loading Project</h1>
        <p className="text-zinc-300">{`Failed to load project: ${reason}`}</p>
        <div className="flex gap-2">
          <Button onClick={onRetry}>Try again</Button>
          <BackToDiscovery />
        </div>
      </Card>
    </div>
  );
}
