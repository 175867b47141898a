/** Spec 01: unread badges show the count, capped at '99+'. */
export const BADGE_COUNT_CAP = 99;

export function formatBadgeCount(count: number): string {
  return count > BADGE_COUNT_CAP ? `${BADGE_COUNT_CAP}+` : String(Math.max(0, Math.floor(count)));
}
