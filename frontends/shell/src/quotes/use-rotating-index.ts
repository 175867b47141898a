import { useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` and wraps after `count`. Jumping to an index
 * restarts the wait, so a chosen item stays up for a full interval.
 */
export function useRotatingIndex(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, count, intervalMs]);
  return [index, setIndex] as const;
}
