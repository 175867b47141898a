import { randomUUID } from 'node:crypto';
import {
  AVAILABILITY_STATUSES,
  BUDGET_RANGES,
  EQUIPMENT_OPTIONS,
  type EventPayload,
  type OpportunityPostedEvent,
  type ProfileChangedEvent,
  type Project,
  PROJECT_TYPES,
  REQUIRED_ROLES,
} from '@filmcollab/contracts';

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tas',
  'vo',
  'zu',
  'pel',
  'dor',
  'sin',
  'mar',
  'tex',
  'qui',
  'bal',
  'nor',
  'fi',
  'gra',
  'hul',
  'jen',
  'wes',
] as const;

/**
 * Words the synthetic catalogue is written in and the searches ask for: 400 made-up words, so a
 * word is as rare as in real names and titles (a handful of real words would make every search
 * match a large share of the catalogue).
 */
export const VOCABULARY: readonly string[] = SYLLABLES.flatMap((first) =>
  SYLLABLES.map((second) => `${first}${second}`),
);
export const LOCATIONS = [
  'Lisbon',
  'Porto',
  'Madrid',
  'Berlin',
  'Paris',
  'London',
  'Rome',
  'Oslo',
  'Prague',
  'Vienna',
] as const;

/** Deterministic picks, so two runs load the same catalogue. */
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length];
const ROLES = REQUIRED_ROLES.filter((role) => role !== 'other');

export function benchProfile(n: number, runId: string): EventPayload<typeof ProfileChangedEvent> {
  return {
    userId: `bench-${runId}-person-${n}`,
    username: `bench_${runId}_${n}`,
    fullName: `${pick(VOCABULARY, n)} ${pick(VOCABULARY, n * 7 + 3)} person ${n}`,
    primaryRole: pick(ROLES, n),
    profileImageUrl: null,
    location: pick(LOCATIONS, n * 3),
    availabilityStatus: pick(AVAILABILITY_STATUSES, n),
    bio: `Works on ${pick(VOCABULARY, n * 11)} films`,
    secondaryRoles: [pick(ROLES, n + 3)],
    yearsExperience: n % 20,
    equipmentOwned: [pick(EQUIPMENT_OPTIONS, n), pick(EQUIPMENT_OPTIONS, n + 2)],
    version: 1,
    changedAt: new Date().toISOString(),
  };
}

export function benchProject(n: number, runId: string): Project {
  const at = new Date().toISOString();
  return {
    id: `bench-${runId}-project-${n}`,
    creatorId: `bench-${runId}-person-${n}`,
    title: `${pick(VOCABULARY, n * 5)} ${pick(VOCABULARY, n * 13 + 1)} ${n}`,
    description: `A ${pick(PROJECT_TYPES, n)} about ${pick(VOCABULARY, n * 17)}`,
    projectType: pick(PROJECT_TYPES, n),
    // Four in five on Explore; the rest planning (never found).
    status: n % 5 === 0 ? 'planning' : 'pre_production',
    budgetRange: pick(BUDGET_RANGES, n),
    location: pick(LOCATIONS, n),
    startDate: null,
    endDate: null,
    requiredRoles: [pick(ROLES, n), pick(ROLES, n + 5)],
    createdAt: at,
    updatedAt: at,
  };
}

export function benchOpportunity(
  n: number,
  project: Project,
): EventPayload<typeof OpportunityPostedEvent> {
  return {
    opportunity: {
      id: `${project.id}-opportunity-${n}`,
      projectId: project.id,
      projectTitle: project.title,
      creatorId: project.creatorId,
      title: `${pick(VOCABULARY, n * 3)} ${pick(ROLES, n)} wanted`,
      description: null,
      category: 'crew',
      role: pick(ROLES, n),
      location: project.location,
      durationMinutes: null,
      budgetRange: project.budgetRange,
      genre: null,
      languages: [],
      expiresAt: null,
      createdAt: new Date().toISOString(),
    },
  };
}

/** A run's own prefix, so repeated runs add fresh entries instead of re-sending old ids. */
export function newRunId(): string {
  return randomUUID().slice(0, 8);
}

/** A mixed search: a word plus two filters (the All sub-tab, as the Discovery tab's first search). */
export function benchSearch(n: number): Record<string, string> {
  const word = pick(VOCABULARY, n);
  switch (n % 3) {
    case 0:
      return { q: word, location: pick(LOCATIONS, n), requiredRoles: pick(ROLES, n) };
    case 1:
      return {
        q: word,
        projectTypes: pick(PROJECT_TYPES, n),
        budgetRanges: pick(BUDGET_RANGES, n),
      };
    default:
      return {
        q: word,
        availabilityStatus: pick(AVAILABILITY_STATUSES, n),
        equipmentFilter: pick(EQUIPMENT_OPTIONS, n),
      };
  }
}

const SUBTABS = ['projects', 'collaborators', 'opportunities'] as const;

/** The same search on one type's sub-tab (up to 50 results instead of the All tab's 6 a type). */
export function benchSubtabSearch(n: number): Record<string, string> {
  return { ...benchSearch(n), type: SUBTABS[Math.floor(n / 3) % SUBTABS.length] };
}
