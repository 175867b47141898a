import { Card } from '@filmcollab/ui';
import { BackToDiscovery } from './BackToDiscovery';

export function ProjectNotFound() {
  return (
    <div className="mx-auto max-w-xl p-6">
      <Card className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-semibold">Project not found</h1>
        <BackToDiscovery />
      </Card>
    </div>
  );
}
