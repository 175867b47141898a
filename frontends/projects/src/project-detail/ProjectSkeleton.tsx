/** Placeholder blocks while the project loads. */
export function ProjectSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <span className="sr-only">Loading project…</span>
      <div className="flex animate-pulse flex-col gap-3">
        <div className="h-8 w-1/2 rounded bg-zinc-800" />
        <div className="h-5 w-40 rounded bg-zinc-800" />
      </div>
      <div className="grid animate-pulse gap-6 lg:grid-cols-3">
        <div className="h-64 rounded-lg bg-zinc-900 lg:col-span-2" />
        <div className="h-64 rounded-lg bg-zinc-900" />
      </div>
      <div className="h-48 animate-pulse rounded-lg bg-zinc-900" />
    </div>
  );
}
