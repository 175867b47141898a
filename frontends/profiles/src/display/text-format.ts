/** `sound_designer` → `Sound Designer`: words split on underscores, hyphens and spaces. */
export function titleCase(value: string): string {
  return value
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** `Joined July 2025`; nothing when the date is missing or unreadable. */
export function joinedText(createdAt: string | null | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return `Joined ${date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}`;
}

/** Average rating with one decimal; 5.0 when there is none yet. */
export function ratingText(average: number | null | undefined): string {
  return (average ?? 5).toFixed(1);
}

/** `1 year`, `4 years`. */
export function yearsText(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}
