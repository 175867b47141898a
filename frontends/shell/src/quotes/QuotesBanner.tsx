import { cn } from '@filmcollab/ui';
import { FILM_QUOTES, QUOTE_ROTATION_MS, type FilmQuote } from './film-quotes';
import { useRotatingIndex } from './use-rotating-index';

export interface QuotesBannerProps {
  /** The one-line variant that sits in the header. */
  compact?: boolean;
  quotes?: readonly FilmQuote[];
  className?: string;
}

/** Rotating film quotes (every 5 s); the dot buttons jump to a quote. */
export function QuotesBanner({
  compact = false,
  quotes = FILM_QUOTES,
  className,
}: QuotesBannerProps) {
  const [index, setIndex] = useRotatingIndex(quotes.length, QUOTE_ROTATION_MS);
  const quote = quotes[index];
  if (!quote) return null;

  const dots = (
    <div className={cn('flex shrink-0 items-center', compact ? 'gap-0.5' : 'gap-1')}>
      {quotes.map((q, i) => (
        <button
          key={q.author}
          type="button"
          aria-label={`Show quote ${i + 1} of ${quotes.length}: ${q.author}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => setIndex(i)}
          className="group flex items-center justify-center rounded-full p-1 focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          <span
            aria-hidden="true"
            className={cn(
              'block rounded-full transition-all',
              compact ? 'h-1.5' : 'h-2',
              i === index
                ? cn('bg-amber-400', compact ? 'w-3' : 'w-5')
                : cn('bg-zinc-600 group-hover:bg-zinc-400', compact ? 'w-1.5' : 'w-2'),
            )}
          />
        </button>
      ))}
    </div>
  );

  if (compact) {
    return (
      <section
        aria-roledescription="carousel"
        aria-label="Film quotes"
        className={cn('flex min-w-0 items-center gap-2 text-xs text-zinc-400', className)}
      >
        <p aria-live="off" className="min-w-0 truncate" title={`“${quote.text}” — ${quote.author}`}>
          <span className="text-zinc-300 italic">“{quote.text}”</span>{' '}
          <span className="text-amber-400/90">— {quote.author}</span>
        </p>
        {dots}
      </section>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Film quotes"
      className={cn(
        'relative overflow-hidden rounded-xl border border-zinc-800 bg-gradient-to-br from-zinc-900 via-zinc-900 to-amber-950/40 px-6 py-8 text-center',
        className,
      )}
    >
      <figure aria-live="off" className="mx-auto flex min-h-32 max-w-3xl flex-col justify-center">
        <blockquote className="text-xl leading-relaxed font-medium text-zinc-100 italic sm:text-2xl">
          “{quote.text}”
        </blockquote>
        <figcaption className="mt-4 text-sm">
          <span className="font-semibold text-amber-400">{quote.author}</span>
          <span className="text-zinc-500"> · {quote.credit}</span>
        </figcaption>
      </figure>
      <div className="mt-6 flex justify-center">{dots}</div>
    </section>
  );
}
