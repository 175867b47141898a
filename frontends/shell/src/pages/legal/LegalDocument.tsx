import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL_EFFECTIVE_DATE } from './legal-facts';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Layout of the terms and privacy pages: title, effective date, contents and sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  related,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The other legal page, linked at the end. */
  related: { to: string; label: string };
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-zinc-300">
      <header className="mb-8 border-b border-zinc-800 pb-8">
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-amber-400 uppercase">
          Legal
        </p>
        <h1 className="mb-3 text-4xl font-bold tracking-tight text-zinc-50">{title}</h1>
        <p className="text-sm text-zinc-400">Effective date: {LEGAL_EFFECTIVE_DATE}</p>
        <div className="mt-6 space-y-4 leading-relaxed">{intro}</div>
      </header>

      <nav
        aria-label="Contents"
        className="mb-10 rounded-lg border border-zinc-800 bg-zinc-900/60 p-5"
      >
        <h2 className="mb-3 text-sm font-semibold text-zinc-100">Contents</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:text-amber-300">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, i) => (
        <section key={section.id} id={section.id} className="mb-10 scroll-mt-24">
          <h2 className="mb-3 text-xl font-semibold text-zinc-50">
            {i + 1}. {section.title}
          </h2>
          <div className="space-y-3 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
            {section.body}
          </div>
        </section>
      ))}

      <p className="border-t border-zinc-800 pt-6 text-sm text-zinc-400">
        See also the{' '}
        <Link to={related.to} className="text-amber-400 hover:underline">
          {related.label}
        </Link>
        .
      </p>
    </article>
  );
}
