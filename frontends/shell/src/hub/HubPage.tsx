import { Card } from '@filmcollab/ui';
import { exposedComponentLoader } from '../remotes/remote-registry';
import { RemoteModule } from '../remotes/RemoteModule';

const loadWhoAmICard = exposedComponentLoader('identity', 'WhoAmICard');

/** `/`, `/community`, `/discovery`: the hub. Its tabs arrive with the community remote. */
export function HubPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <RemoteModule remote="identity" load={loadWhoAmICard} />
      <Card>
        <h1 className="mb-2 text-2xl font-bold">Community hub</h1>
        <p className="text-zinc-300">
          Coming soon: the community feed, discovery and My Space will appear here.
        </p>
      </Card>
    </div>
  );
}
