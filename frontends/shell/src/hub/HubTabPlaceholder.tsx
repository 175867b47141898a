import { Card } from '@filmcollab/ui';

/** A tab whose remote is not there yet (Discovery, My Space) says so. */
export function HubTabPlaceholder({ label }: { label: string }) {
  return (
    <Card>
      <h2 className="mb-2 text-xl font-semibold">{label}</h2>
      <p className="text-zinc-300">{`${label} is coming soon: it is not available yet.`}</p>
    </Card>
  );
}
