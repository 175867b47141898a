import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Keeps a scrolling list at its bottom when new items arrive, if the newest item is the user's own
 * or the user was within `threshold` px of the bottom (spec 01: 50 px; spec 03 chat: 100 px).
 * `awayFromBottom` drives the scroll-to-bottom button.
 */
export function useStickToBottom(
  container: RefObject<HTMLElement | null>,
  threshold: number,
  itemCount: number,
  newestIsOwn: boolean,
) {
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const wasNearBottom = useRef(true);

  const distance = () => {
    const element = container.current;
    return element ? element.scrollHeight - element.scrollTop - element.clientHeight : 0;
  };

  const scrollToBottom = useCallback(() => {
    const element = container.current;
    if (element) element.scrollTop = element.scrollHeight;
    wasNearBottom.current = true;
    setAwayFromBottom(false);
  }, [container]);

  const onScroll = () => {
    const near = distance() <= threshold;
    wasNearBottom.current = near;
    setAwayFromBottom(!near);
  };

  useLayoutEffect(() => {
    if (itemCount === 0) return;
    if (newestIsOwn || wasNearBottom.current) scrollToBottom();
    else setAwayFromBottom(true);
    // Only a change in the number of items decides; the flags are read as they are then.
  }, [itemCount]);

  return { awayFromBottom, scrollToBottom, onScroll };
}
