import { Card } from '@filmcollab/ui';

/** Stands in for a route whose micro-frontend is not built yet. */
export function ComingSoonPage({ area }: { area: string }) {
  return (
    <Card className="mx-auto my-10 max-w-xl text-center">
      <h1 className="mb-2 text-2xl font-bold">{area}</h1>
      <p className="text-zinc-300">Coming soon: this part of FilmCollab is being built.</p>
    </Card>
  );
}
