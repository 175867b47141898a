import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

/**
 * What is not the page's content (header controls, decorations, side cards): rendered once the
 * page has shown (`useAfterFirstPaint`), so its code stays off the critical path. `placeholder`
 * holds its place until then and while its code loads, so nothing moves when it arrives.
 */
export function AfterPageShown({
  placeholder = null,
  children,
}: {
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const pageShown = useAfterFirstPaint();
  if (!pageShown) return <>{placeholder}</>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
