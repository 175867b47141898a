import * as z from 'zod/mini';

/** Spec 02 contest facts: the limits every round has. */
export const CONTEST_TEAM_CAPACITY = 250;
export const CONTEST_CREW_MAX = 12;
/** 'One Scene. Six Minutes.': a film may last at most this long. */
export const CONTEST_FILM_MAX_SECONDS = 6 * 60;
export const CONTEST_FILM_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const CONTEST_CAPTIONS_MAX_BYTES = 512 * 1024;
/**
 * Videos travel in chunks of this size (the last one shorter), each its own signed upload, so a
 * dropped connection costs one chunk and an interrupted upload resumes; S3 parts need ≥ 5 MiB.
 */
export const CONTEST_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** Days after a round's submissions close during which judges score; then results are frozen. */
export const CONTEST_JUDGING_DAYS = 7;

/** Video types a contest film may have, with the extension its storage key gets. */
export const CONTEST_FILM_TYPES = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
} as const;
export const CONTEST_CAPTIONS_TYPE = 'text/vtt';

/** Realm roles the contest checks (Keycloak realm export and the embedded IdP alike). */
export const CONTEST_JUDGE_ROLE = 'judge';
export const CONTEST_ADMIN_ROLE = 'contest-admin';

/** Spec 01 texts of the contest pages (exact). */
export const ContestTexts = {
  headline: 'One Scene. Six Minutes.',
  challenge: 'One-Scene Challenge',
  claimVip: 'Claim My VIP Spot',
  vipClaimed: 'VIP Spot Claimed!',
  comingSoon: 'Coming Soon!',
  backToTabs: 'Back to Tabs',
  viewSubmittedFilms: 'View Submitted Films',
  joinChallenge: 'Join the Challenge',
  anonymousUser: 'Anonymous User',
  loginToRate: 'You must be logged in to rate films',
  ratingFailed: 'Failed to save rating',
  deleteConfirm: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  deleted: 'Film deleted successfully',
  deleteFailed: 'Failed to delete film. Please try again.',
} as const;

/** Spec 01 §7: the feature name a VIP claim is logged under. */
export const VIP_FEATURE_NAME = 'vip_priority_list_signup';

export const ContestRoundStatusSchema = z.enum(['upcoming', 'open', 'judging', 'closed']);
export type ContestRoundStatus = z.infer<typeof ContestRoundStatusSchema>;

/**
 * A monthly round: submissions from `opensAt` until `closesAt`, judging until `judgingEndsAt`,
 * then closed with its leaderboard frozen.
 */
export const ContestRoundSchema = z.object({
  id: z.string(),
  /** `YYYY-MM` */
  month: z.string(),
  title: z.string(),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  judgingEndsAt: z.iso.datetime(),
  status: ContestRoundStatusSchema,
  capacity: z.int(),
  crewMax: z.int(),
  maxSeconds: z.int(),
  teamsEntered: z.int(),
  spotsLeft: z.int(),
});
export type ContestRound = z.infer<typeof ContestRoundSchema>;

/** The published judging rubric: each judge scores each criterion 1..10. */
export const CONTEST_RUBRIC = [
  { key: 'story', label: 'Story', description: 'A complete dramatic arc within one scene.' },
  { key: 'craft', label: 'Craft', description: 'Camera, sound, light and editing in one room.' },
  { key: 'performance', label: 'Performance', description: 'Acting and directing of the crew.' },
  { key: 'originality', label: 'Originality', description: 'A fresh take on the six-minute form.' },
] as const;
export type RubricKey = (typeof CONTEST_RUBRIC)[number]['key'];
export const RUBRIC_MIN = 1;
export const RUBRIC_MAX = 10;

/** How a closed round ranks films (shown next to each rank). */
export const CONTEST_JURY_WEIGHT = 0.6;
export const CONTEST_AUDIENCE_WEIGHT = 0.4;
export const CONTEST_FORMULA_TEXT =
  'Final = 60% × jury + 40% × audience (both out of 100; audience = mean stars from non-crew accounts × 20)';

export interface FilmScoreParts {
  /** Mean over judges of their mean rubric score (1..10), or null without judge scores. */
  juryMean: number | null;
  /** Mean stars (1..5) from accounts outside the crew, or null without such ratings. */
  audienceMean: number | null;
}

/**
 * The 60/40 result of one film, each part out of 100 (a missing part counts 0), rounded to
 * one decimal.
 */
export function contestScore(parts: FilmScoreParts): {
  jury: number;
  audience: number;
  final: number;
} {
  const jury = parts.juryMean === null ? 0 : (parts.juryMean / RUBRIC_MAX) * 100;
  const audience = parts.audienceMean === null ? 0 : (parts.audienceMean / 5) * 100;
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    jury: round1(jury),
    audience: round1(audience),
    final: round1(CONTEST_JURY_WEIGHT * jury + CONTEST_AUDIENCE_WEIGHT * audience),
  };
}

/** Spec 01: the average as shown, 'x/5.0' with one decimal; an unrated film shows 5.0. */
export function formatFilmAverage(average: number | null): string {
  return `${(average ?? 5).toFixed(1)}/5.0`;
}

export const CrewMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  fullName: z.nullable(z.string()),
});
export type CrewMember = z.infer<typeof CrewMemberSchema>;

export const ContestFilmSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  userId: z.string(),
  /** The author's profile name, null when unknown (the page shows 'Anonymous User'). */
  authorName: z.nullable(z.string()),
  title: z.string(),
  description: z.string(),
  crew: z.array(CrewMemberSchema),
  videoUrl: z.string(),
  contentType: z.string(),
  captionsUrl: z.nullable(z.string()),
  durationSeconds: z.number(),
  submittedAt: z.iso.datetime(),
  /** Mean of all stars, null when unrated. */
  averageRating: z.nullable(z.number()),
  ratingCount: z.int(),
  /** The viewer's own stars, null when signed out or not rated. */
  myRating: z.nullable(z.int().check(z.minimum(1), z.maximum(5))),
  isOwner: z.boolean(),
  /** The viewer is in the film's crew (or its owner): they may not rate it. */
  isCrew: z.boolean(),
  /** The film's round is closed: its results are frozen and no more stars or scores are taken. */
  roundClosed: z.boolean(),
});
export type ContestFilm = z.infer<typeof ContestFilmSchema>;

export const FilmCommentSchema = z.object({
  id: z.string(),
  filmId: z.string(),
  userId: z.string(),
  authorName: z.nullable(z.string()),
  atSeconds: z.number().check(z.minimum(0)),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type FilmComment = z.infer<typeof FilmCommentSchema>;

export const LeaderboardEntrySchema = z.object({
  rank: z.int(),
  filmId: z.string(),
  title: z.string(),
  userId: z.string(),
  authorName: z.nullable(z.string()),
  jury: z.number(),
  audience: z.number(),
  final: z.number(),
  judgeCount: z.int(),
  audienceVotes: z.int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

/** The contest's support address (the promo page's contact link). */
export const CONTEST_SUPPORT_EMAIL = 'contest@filmcollab.app';

/** Spec 02 contest facts: fee and prizes (copy, not rules the service enforces). */
export const CONTEST_ENTRY_FEE_USD = 20;
export const CONTEST_GRAND_PRIZE_USD = 1000;
export const CONTEST_CATEGORY_AWARD_USD = 250;

/** An amount in US dollars as the promo shows it: `$1,000`. */
export const usdText = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** Spec 02 contest facts, in the order the promo card shows them (the hub and /contest). */
export const CONTEST_FACTS = [
  'One room, one scene, six minutes',
  `Crew up to ${CONTEST_CREW_MAX}`,
  `Grand prize ${usdText(CONTEST_GRAND_PRIZE_USD)}`,
  `Category awards ${usdText(CONTEST_CATEGORY_AWARD_USD)} each`,
  `Entry fee ${usdText(CONTEST_ENTRY_FEE_USD)}`,
  `Capacity ${CONTEST_TEAM_CAPACITY} teams`,
  'Monthly contests',
  'Judges plus community voting',
] as const;
