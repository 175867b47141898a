import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Spec 01: on /auth only, the header hides once the page is scrolled down past 40 px. */
export const HEADER_HIDE_SCROLL_PX = 40;

export function useHeaderHidden(): boolean {
  const { pathname } = useLocation();
  const onAuthPage = pathname === '/auth';
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    if (!onAuthPage) return;
    const update = () => setScrolledPast(window.scrollY > HEADER_HIDE_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [onAuthPage]);

  return onAuthPage && scrolledPast;
}
