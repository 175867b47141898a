/** Placeholder blocks while the profile loads. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <span className="sr-only">Loading profile…</span>
      <div className="flex animate-pulse items-center gap-6 rounded-lg bg-zinc-900 p-6">
        <div className="size-24 rounded-full bg-zinc-800" />
        <div className="flex flex-1 flex-col gap-3">
          <div className="h-6 w-1/3 rounded bg-zinc-800" />
          <div className="h-4 w-1/4 rounded bg-zinc-800" />
          <div className="h-4 w-1/2 rounded bg-zinc-800" />
        </div>
      </div>
      <div className="grid animate-pulse grid-cols-2 gap-4 md:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="h-20 rounded-lg bg-zinc-900" />
        ))}
      </div>
      <div className="h-40 animate-pulse rounded-lg bg-zinc-900" />
    </div>
  );
}
