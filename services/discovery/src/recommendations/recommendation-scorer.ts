import { DISCOVERY_LIMITS } from '@filmcollab/contracts';

/** What a user's recommendations are scored from (texts lower-cased like the read models'). */
export interface RecommendationSignals {
  preferredRoles: readonly string[];
  preferredLocations: readonly string[];
  preferredProjectTypes: readonly string[];
  preferredBudgetRanges: readonly string[];
  ownRole: string | null;
  ownLocation: string | null;
  /** Recent searches, newest first: each query's words. */
  recentQueries: readonly { query: string; words: readonly string[] }[];
}

export interface RecommendationCandidate {
  kind: 'project' | 'collaborator' | 'opportunity';
  /** The roles it needs (project, opportunity) or has (collaborator). */
  roles: readonly string[];
  /** The card's own words: 'Director in Lisbon', 'Short film in Porto'. */
  subject: string;
  locationText: string;
  searchText: string;
  projectType?: string | null;
  budgetRange?: string | null;
}

export interface ScoredRecommendation {
  score: number;
  explanation: string;
}

const BASE = 45;

/**
 * One candidate's score and the one-line reason for it, so a user sees why it is there: 45, plus
 * 30 for a saved role, 25 for needing the user's own role, 20 for a saved location (or 15 for the
 * user's own), 15 for a preferred project type, 10 for a preferred budget, 10 for matching a recent
 * search; at most 100. Only scores above 70 are recommended.
 */
export function scoreRecommendation(
  candidate: RecommendationCandidate,
  signals: RecommendationSignals,
): ScoredRecommendation {
  let score = BASE;
  const reasons: string[] = [];
  const contains = (location: string) =>
    !!location && !!candidate.locationText && candidate.locationText.includes(location);

  if (candidate.roles.some((role) => signals.preferredRoles.includes(role))) {
    score += 30;
    reasons.push('matches your saved role');
  } else if (
    candidate.kind !== 'collaborator' &&
    signals.ownRole &&
    candidate.roles.includes(signals.ownRole)
  ) {
    score += 25;
    const role = roleLabel(signals.ownRole).toLowerCase();
    reasons.push(`needs ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role} like you`);
  }
  if (signals.preferredLocations.some(contains)) {
    score += 20;
    reasons.push('in one of your saved locations');
  } else if (signals.ownLocation && contains(signals.ownLocation)) {
    score += 15;
    reasons.push('near you');
  }
  if (candidate.projectType && signals.preferredProjectTypes.includes(candidate.projectType)) {
    score += 15;
    reasons.push('a project type you prefer');
  }
  if (candidate.budgetRange && signals.preferredBudgetRanges.includes(candidate.budgetRange)) {
    score += 10;
    reasons.push('in your budget range');
  }
  const search = signals.recentQueries.find(
    ({ words }) => words.length > 0 && words.every((word) => candidate.searchText.includes(word)),
  );
  if (search) {
    score += 10;
    reasons.push(`like your search '${search.query}'`);
  }
  return {
    score: Math.min(100, score),
    explanation: [candidate.subject, ...reasons].join(', '),
  };
}

/** Keeps scores above 70, best first, at most 6. */
export function keepBest<T extends { matchScore: number }>(items: readonly T[]): T[] {
  return items
    .filter((item) => item.matchScore > DISCOVERY_LIMITS.recommendationScoreAbove)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.matchScore - a.item.matchScore || a.index - b.index)
    .slice(0, DISCOVERY_LIMITS.recommendationsKept)
    .map(({ item }) => item);
}

/** `sound_designer` → `Sound designer`. */
export function roleLabel(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Director in Lisbon', 'Director' when the location is unknown. */
export function subjectLine(what: string, location: string | null): string {
  return location ? `${what} in ${location}` : what;
}
