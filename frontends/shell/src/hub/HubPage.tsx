import { Card } from '@filmcollab/ui';
import { IdentityWhoAmICard } from '../remotes/remote-pages';

/** `/`, `/community`, `/discovery`: the hub. Its tabs arrive with the community remote. */
export function HubPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <IdentityWhoAmICard />
      <Card>
        <h1 className="mb-2 text-2xl font-bold">Community hub</h1>
        <p className="text-zinc-300">
          Coming soon: the community feed, discovery and My Space will appear here.
        </p>
      </Card>
    </div>
  );
}
