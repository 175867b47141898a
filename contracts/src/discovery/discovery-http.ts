import * as z from 'zod/mini';
import { singleLineText } from '../http/input-rules';
import { ProjectSchema } from '../projects/projects-http';
import {
  DISCOVERY_LIMITS,
  DiscoverySubtabSchema,
  EQUIPMENT_OPTIONS,
  EXPERIENCE_LEVEL_VALUES,
  SEARCH_BUDGET_RANGES,
  SEARCH_PROJECT_TYPES,
  SEARCH_RESULT_TYPES,
  SEARCH_ROLES,
} from './discovery-model';
import { AVAILABILITY_STATUSES } from '../profiles/profiles-http';

/**
 * A query string list: `a,b` or repeated `key=a&key=b`; empty entries dropped, so `key=` is no
 * filter. Documented (OpenAPI) as what it accepts: one string or a list of strings.
 */
const choiceList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((value: string | string[]) =>
        (Array.isArray(value) ? value : [value])
          .flatMap((item) => item.split(','))
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
    ),
    z.array(z.enum(values)).check(z.maxLength(values.length)),
  );

/** The search filters (spec 02 §3 "Filters"); absent or empty means no filter. */
export const SearchFiltersSchema = z.object({
  location: z.optional(singleLineText().check(z.maxLength(DISCOVERY_LIMITS.locationLength))),
  projectTypes: z.optional(choiceList(SEARCH_PROJECT_TYPES)),
  budgetRanges: z.optional(choiceList(SEARCH_BUDGET_RANGES)),
  requiredRoles: z.optional(choiceList(SEARCH_ROLES)),
  availabilityStatus: z.optional(z.enum([...AVAILABILITY_STATUSES, 'any'])),
  experienceLevel: z.optional(z.enum([...EXPERIENCE_LEVEL_VALUES, 'any'])),
  equipmentFilter: z.optional(choiceList(EQUIPMENT_OPTIONS)),
});
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;
export type SearchFiltersInput = z.input<typeof SearchFiltersSchema>;

/**
 * `GET /api/discovery/search?q=&type=&location=&projectTypes=&budgetRanges=&requiredRoles=
 * &availabilityStatus=&experienceLevel=&equipmentFilter=` (signed in): projects on Explore, other
 * people and live opportunities matching the words of `q` (case-insensitive, in title, description,
 * names, roles, location) and the filters; best match first, at most 50 of each type. A search
 * with words or filters joins the user's history (50 kept). Each type is narrowed by the filters
 * that concern it and ignores the others: projects by location, project types, budgets and
 * required roles; collaborators by location, roles (primary or secondary), availability,
 * experience and equipment; opportunities by location, budgets and role.
 */
export const DiscoverySearchQuerySchema = z.extend(SearchFiltersSchema, {
  q: z.optional(singleLineText().check(z.maxLength(DISCOVERY_LIMITS.queryLength))),
  type: z._default(DiscoverySubtabSchema, 'all'),
});
export type DiscoverySearchQuery = z.infer<typeof DiscoverySearchQuerySchema>;
export type DiscoverySearchQueryInput = z.input<typeof DiscoverySearchQuerySchema>;

/** Spec 02 §3 "Search result item", camelCase; `resultData` carries the card's fields. */
export const SearchResultItemSchema = z.object({
  resultType: z.enum(SEARCH_RESULT_TYPES),
  resultId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  location: z.nullable(z.string()),
  matchScore: z.number().check(z.minimum(0), z.maximum(100)),
  resultData: z.record(z.string(), z.unknown()),
});
export type SearchResultItem = z.infer<typeof SearchResultItemSchema>;

/**
 * Each type's best matches: `DISCOVERY_LIMITS.previewPerType` of each on All, up to
 * `resultsPerType` on a type's sub-tab; `more` says which types have further matches.
 */
export const SearchResponseSchema = z.object({
  projects: z.array(SearchResultItemSchema),
  collaborators: z.array(SearchResultItemSchema),
  opportunities: z.array(SearchResultItemSchema),
  more: z.object({
    projects: z.boolean(),
    collaborators: z.boolean(),
    opportunities: z.boolean(),
  }),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

const preferenceList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).check(z.maxLength(values.length));

/**
 * `GET /api/discovery/preferences` (a user without a saved record gets empty lists and
 * `updatedAt: null`) and `PUT /api/discovery/preferences` (save; 200 the saved preferences).
 */
export const SearchPreferencesSchema = z.object({
  preferredRoles: preferenceList(SEARCH_ROLES),
  preferredLocations: z
    .array(singleLineText().check(z.minLength(1), z.maxLength(DISCOVERY_LIMITS.locationLength)))
    .check(z.maxLength(DISCOVERY_LIMITS.preferenceValues)),
  preferredProjectTypes: preferenceList(SEARCH_PROJECT_TYPES),
  preferredBudgetRanges: preferenceList(SEARCH_BUDGET_RANGES),
});
export type SearchPreferences = z.infer<typeof SearchPreferencesSchema>;
export const SavePreferencesRequestSchema = z.strictObject(SearchPreferencesSchema.shape);
export const SavedPreferencesSchema = z.extend(SearchPreferencesSchema, {
  updatedAt: z.nullable(z.iso.datetime()),
});
export type SavedPreferences = z.infer<typeof SavedPreferencesSchema>;

/** `GET /api/discovery/history`: the user's searches, newest first (at most 50). */
export const SearchHistoryEntrySchema = z.object({
  query: z.string(),
  filters: z.extend(SearchFiltersSchema, {
    projectTypes: z.optional(z.array(z.string())),
    budgetRanges: z.optional(z.array(z.string())),
    requiredRoles: z.optional(z.array(z.string())),
    equipmentFilter: z.optional(z.array(z.string())),
  }),
  timestamp: z.iso.datetime(),
});
export type SearchHistoryEntry = z.infer<typeof SearchHistoryEntrySchema>;
export const SearchHistorySchema = z.object({ entries: z.array(SearchHistoryEntrySchema) });
export type SearchHistory = z.infer<typeof SearchHistorySchema>;

/**
 * `GET /api/discovery/recommendations`: scored from the saved preferences, the user's own role and
 * location and their recent searches; only scores above 70, best first, at most 6 (the tab shows
 * 4). `explanation` says in one line why it was picked.
 */
export const RecommendationSchema = z.extend(SearchResultItemSchema, { explanation: z.string() });
export type Recommendation = z.infer<typeof RecommendationSchema>;
export const RecommendationListSchema = z.object({
  recommendations: z.array(RecommendationSchema),
});
export type RecommendationList = z.infer<typeof RecommendationListSchema>;

/** A project on My Space with its active member count. */
export const MySpaceProjectSchema = z.object({
  project: ProjectSchema,
  memberCount: z.int().check(z.minimum(0)),
});
export type MySpaceProject = z.infer<typeof MySpaceProjectSchema>;

/**
 * `GET /api/discovery/myspace/created` (projects the user created, any status, newest first) and
 * `GET /api/discovery/myspace/collaborated` (projects the user is an active member of but did not
 * create): from discovery's read model of projects' events.
 */
export const MySpaceProjectListSchema = z.object({ projects: z.array(MySpaceProjectSchema) });
export type MySpaceProjectList = z.infer<typeof MySpaceProjectListSchema>;
