import { Button, cn } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { AfterPageShown } from '../extensions/AfterPageShown';
import { BrandLogo } from './BrandLogo';
import { useHeaderHidden } from './use-header-hidden';

/**
 * The controls of a session (the avatar menu and the header's icons: Radix's dropdown, popper,
 * focus scope, scroll lock and tooltips, about 30 KB compressed) are a chunk of their own,
 * loaded once the page has shown its content, like the icons' own remotes: a signed-in page's
 * critical path does without them, and a signed-out one never loads them.
 */
const SignedInControls = lazy(() =>
  import('./SignedInControls').then(({ SignedInControls }) => ({ default: SignedInControls })),
);

/**
 * The film quotes between the logo and the controls (wide screens only): decoration, loaded
 * once the page has shown, into the free space it fills, so nothing moves when it arrives.
 */
const QuotesBanner = lazy(() =>
  import('../quotes/QuotesBanner').then(({ QuotesBanner }) => ({ default: QuotesBanner })),
);

/** The quotes' place: the free space between the logo's side and the controls. */
const quotesPlace = <span className="hidden flex-1 lg:flex" />;

/** Holds the controls' place (the avatar's size) until they load. */
const controlsPlaceholder = <span aria-hidden="true" className="size-9 rounded-full bg-zinc-800" />;

export function Header() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const hidden = useHeaderHidden();

  return (
    <header
      data-hidden={hidden}
      inert={hidden}
      className={cn(
        'sticky top-0 z-40 border-b border-zinc-800 bg-zinc-950/90 backdrop-blur transition-transform duration-300',
        hidden && '-translate-y-full',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <BrandLogo compact={user !== null} />
        <Link
          to="/feedback"
          className="shrink-0 rounded-full border border-amber-500/40 bg-amber-500/15 px-3 py-1 text-xs font-semibold text-amber-300 hover:bg-amber-500/25 focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          Feedback Please!
        </Link>
        <AfterPageShown placeholder={quotesPlace}>
          <QuotesBanner compact className="hidden flex-1 lg:flex" />
        </AfterPageShown>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {user ? (
            <AfterPageShown placeholder={controlsPlaceholder}>
              <SignedInControls user={user} />
            </AfterPageShown>
          ) : (
            pathname !== '/auth' && (
              <Button asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
            )
          )}
        </div>
      </div>
    </header>
  );
}
