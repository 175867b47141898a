import * as z from 'zod/mini';
import { PROFILE_ROLE_OPTIONS } from '../profiles/profiles-http';
import { BUDGET_RANGES } from '../projects/projects-model';

/** Discovery's sub-tabs (`?subtab=`, absent means `all`). */
export const DISCOVERY_SUBTABS = ['all', 'projects', 'collaborators', 'opportunities'] as const;
export const DiscoverySubtabSchema = z.enum(DISCOVERY_SUBTABS);
export type DiscoverySubtab = z.infer<typeof DiscoverySubtabSchema>;

export const SEARCH_RESULT_TYPES = ['project', 'collaborator', 'opportunity'] as const;
export const SearchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);
export type SearchResultType = z.infer<typeof SearchResultTypeSchema>;

/** The project-type filter's values (spec 02 §5); corporate, wedding and event videos match no project. */
export const SEARCH_PROJECT_TYPES = [
  'short_film',
  'feature_film',
  'documentary',
  'commercial',
  'music_video',
  'web_series',
  'corporate_video',
  'wedding_video',
  'event_video',
  'other',
] as const satisfies readonly string[];

/** Filmmaker roles (spec 02 §6) a search may ask for (projects' and opportunities' roles too). */
export const SEARCH_ROLES = PROFILE_ROLE_OPTIONS;

export const SEARCH_BUDGET_RANGES = BUDGET_RANGES;

/** Equipment a collaborator may own (spec 02 §5). */
export const EQUIPMENT_OPTIONS = [
  'camera',
  'lens',
  'tripod',
  'lighting',
  'microphone',
  'drone',
  'gimbal',
  'monitor',
] as const;

/**
 * Experience levels, by a profile's years of experience: the spec names the filter but not its
 * values, so these bands are discovery's own (`minYears` inclusive, `maxYears` inclusive or open).
 */
export const EXPERIENCE_LEVELS = {
  beginner: { label: 'Beginner (0–2 years)', minYears: 0, maxYears: 2 },
  intermediate: { label: 'Intermediate (3–5 years)', minYears: 3, maxYears: 5 },
  experienced: { label: 'Experienced (6–10 years)', minYears: 6, maxYears: 10 },
  expert: { label: 'Expert (11+ years)', minYears: 11, maxYears: null },
} as const;
export const EXPERIENCE_LEVEL_VALUES = Object.keys(EXPERIENCE_LEVELS) as [
  keyof typeof EXPERIENCE_LEVELS,
  ...(keyof typeof EXPERIENCE_LEVELS)[],
];
export type ExperienceLevel = keyof typeof EXPERIENCE_LEVELS;

/** Spec 02 §9. */
export const DISCOVERY_LIMITS = {
  queryLength: 200,
  locationLength: 200,
  /** Results of a sub-tab's search (projects, collaborators or opportunities). */
  resultsPerType: 50,
  /**
   * Results per type on the All sub-tab: a preview of each, whose 'See all' opens the type's own
   * sub-tab (not in the specs: 150 cards on one page were slow to send and to scan).
   */
  previewPerType: 6,
  historyKept: 50,
  recommendationScoreAbove: 70,
  recommendationsKept: 6,
  recommendationsShown: 4,
  fallbackScoreLocationMatch: 80,
  fallbackScore: 50,
  debounceMs: 300,
  preferenceValues: 20,
  /** Project cards show 3 roles (+N more); collaborator cards 2 secondary roles. */
  projectCardRoles: 3,
  collaboratorCardSecondaryRoles: 2,
} as const;
