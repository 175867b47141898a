import { DISCOVERY_LIMITS } from '@filmcollab/contracts';

export interface ScoredText {
  titleText: string;
  searchText: string;
  locationText: string;
}

/**
 * A result's match score (0–100). Without words, spec 02 §9's fallback: 80 when its location
 * matches the searcher's (the location filter, else their own), else 50. With words: 50, plus up to
 * 40 for the share of words found in the title or name, plus 10 when the title holds the words as
 * typed; a location match adds 10 (at most 100).
 */
export function matchScore(
  entry: ScoredText,
  words: readonly string[],
  searcherLocation: string | null,
): number {
  const locationMatches =
    !!searcherLocation && !!entry.locationText && entry.locationText.includes(searcherLocation);
  if (!words.length) {
    return locationMatches
      ? DISCOVERY_LIMITS.fallbackScoreLocationMatch
      : DISCOVERY_LIMITS.fallbackScore;
  }
  const inTitle = words.filter((word) => entry.titleText.includes(word)).length;
  const phrase = entry.titleText.includes(words.join(' ')) ? 10 : 0;
  const score =
    50 + Math.round((40 * inTitle) / words.length) + phrase + (locationMatches ? 10 : 0);
  return Math.min(100, score);
}
