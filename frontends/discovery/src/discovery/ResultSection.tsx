import type { SearchResultItem } from '@filmcollab/contracts/discovery';
import type { ReactNode } from 'react';
import { ResultCard } from './ResultCard';

/** One type's results under its heading, then `children` (a way to more of them). */
export function ResultSection({
  title,
  items,
  children,
}: {
  title: string;
  items: SearchResultItem[];
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={`${item.resultType}-${item.resultId}`}>
            <ResultCard item={item} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
