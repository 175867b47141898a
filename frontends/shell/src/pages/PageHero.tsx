import type { ReactNode } from 'react';

/** The title block at the top of the information pages. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-10 text-center">
      <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-amber-400 uppercase">
        {eyebrow}
      </p>
      <h1 className="mb-4 text-4xl font-bold tracking-tight text-zinc-50 sm:text-5xl">{title}</h1>
      {children && (
        <div className="mx-auto max-w-2xl text-lg leading-relaxed text-zinc-400">{children}</div>
      )}
    </header>
  );
}
