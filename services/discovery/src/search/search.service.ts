import { Injectable } from '@nestjs/common';
import {
  DISCOVERY_LIMITS,
  type DiscoverySearchQuery,
  EXPERIENCE_LEVELS,
  type SearchFilters,
  type SearchResponse,
} from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { OpportunitiesRepository } from '../read-models/opportunities.repository';
import { PeopleRepository } from '../read-models/people.repository';
import { ProjectsRepository } from '../read-models/projects.repository';
import {
  meaningfulFilters,
  SearchPreferencesService,
} from '../preferences/search-preferences.service';
import { matchScore } from './match-score';
import { byScore, collaboratorItem, opportunityItem, projectItem } from './search-result.mapper';
import { queryWords, toSearchText } from './search-text';

/** Which result types a filter applies to; a set filter leaves the other types out. */
const PEOPLE_ONLY: (keyof SearchFilters)[] = [
  'availabilityStatus',
  'experienceLevel',
  'equipmentFilter',
];
const NOT_PEOPLE: (keyof SearchFilters)[] = ['projectTypes', 'budgetRanges'];
const NOT_OPPORTUNITIES: (keyof SearchFilters)[] = ['projectTypes', ...PEOPLE_ONLY];

@Injectable()
export class SearchService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly people: PeopleRepository,
    private readonly opportunities: OpportunitiesRepository,
    private readonly preferences: SearchPreferencesService,
    private readonly clock: Clock,
  ) {}

  async search(userId: string, query: DiscoverySearchQuery): Promise<SearchResponse> {
    const { q, type, ...rawFilters } = query;
    const filters = meaningfulFilters(rawFilters);
    const words = queryWords(q);
    const has = (keys: (keyof SearchFilters)[]) => keys.some((key) => key in filters);
    const wants = (subtab: typeof type) => type === 'all' || type === subtab;
    const searcherLocation = filters.location
      ? toSearchText(filters.location)
      : ((await this.people.findById(userId))?.locationText ?? null) || null;
    const limit = DISCOVERY_LIMITS.resultsPerType;
    const level =
      filters.experienceLevel && filters.experienceLevel !== 'any'
        ? EXPERIENCE_LEVELS[filters.experienceLevel]
        : null;

    const [projects, collaborators, opportunities] = await Promise.all([
      wants('projects') && !has(PEOPLE_ONLY)
        ? this.projects.searchOnExplore(
            {
              words,
              location: filters.location,
              projectTypes: filters.projectTypes,
              budgetRanges: filters.budgetRanges,
              requiredRoles: filters.requiredRoles,
            },
            limit,
          )
        : [],
      wants('collaborators') && !has(NOT_PEOPLE)
        ? this.people.search(
            {
              words,
              excludeUserId: userId,
              location: filters.location,
              roles: filters.requiredRoles,
              availabilityStatus:
                filters.availabilityStatus === 'any' ? undefined : filters.availabilityStatus,
              minYears: level?.minYears,
              maxYears: level?.maxYears,
              equipment: filters.equipmentFilter,
            },
            limit,
          )
        : [],
      wants('opportunities') && !has(NOT_OPPORTUNITIES)
        ? this.opportunities.searchLive(
            {
              words,
              now: this.clock.now(),
              location: filters.location,
              budgetRanges: filters.budgetRanges,
              roles: filters.requiredRoles,
            },
            limit,
          )
        : [],
    ]);

    await this.preferences.recordSearch(userId, q ?? '', filters);
    const score = (entry: Parameters<typeof matchScore>[0]) =>
      matchScore(entry, words, searcherLocation);
    return {
      projects: byScore(projects.map((entry) => projectItem(entry, score(entry)))),
      collaborators: byScore(collaborators.map((entry) => collaboratorItem(entry, score(entry)))),
      opportunities: byScore(opportunities.map((entry) => opportunityItem(entry, score(entry)))),
    };
  }
}
