import { Injectable } from '@nestjs/common';
import {
  DISCOVERY_LIMITS,
  type DiscoverySearchQuery,
  EXPERIENCE_LEVELS,
  type SearchResponse,
  type SearchResultItem,
} from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { OpportunitiesRepository } from '../read-models/opportunities.repository';
import { PeopleRepository } from '../read-models/people.repository';
import { ProjectsRepository } from '../read-models/projects.repository';
import { runRankedSearches } from '../read-models/ranked-find';
import { SearcherLocations } from '../read-models/searcher-locations';
import {
  meaningfulFilters,
  SearchPreferencesService,
} from '../preferences/search-preferences.service';
import { matchScore, type ScoredText } from './match-score';
import { byScore, collaboratorItem, opportunityItem, projectItem } from './search-result.mapper';
import { queryWords, toSearchText } from './search-text';

@Injectable()
export class SearchService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly people: PeopleRepository,
    private readonly opportunities: OpportunitiesRepository,
    private readonly searcherLocations: SearcherLocations,
    private readonly preferences: SearchPreferencesService,
    private readonly clock: Clock,
  ) {}

  /**
   * Each type is narrowed by the filters that concern it and ignores the others (a saved project
   * type never empties the Collaborators tab): projects by location, types, budgets and roles;
   * collaborators by location, roles, availability, experience and equipment; opportunities by
   * location, budgets and roles.
   */
  async search(userId: string, query: DiscoverySearchQuery): Promise<SearchResponse> {
    const { q, type, ...rawFilters } = query;
    const filters = meaningfulFilters(rawFilters);
    const words = queryWords(q);
    const wants = (subtab: typeof type) => type === 'all' || type === subtab;
    const searcherLocation = filters.location
      ? toSearchText(filters.location)
      : await this.searcherLocations.of(userId);
    const shown =
      type === 'all' ? DISCOVERY_LIMITS.previewPerType : DISCOVERY_LIMITS.resultsPerType;
    // One more than shown tells whether a type has further matches.
    const limit = shown + 1;
    const level =
      filters.experienceLevel && filters.experienceLevel !== 'any'
        ? EXPERIENCE_LEVELS[filters.experienceLevel]
        : null;

    const [projects, collaborators, opportunities] = await runRankedSearches([
      wants('projects')
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
        : null,
      wants('collaborators')
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
        : null,
      wants('opportunities')
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
        : null,
    ]);

    this.preferences.recordSearch(userId, q ?? '', filters);
    const shownItems = <E extends ScoredText>(
      entries: E[],
      toItem: (entry: E, score: number) => SearchResultItem,
    ) =>
      byScore(
        entries
          .slice(0, shown)
          .map((entry) => toItem(entry, matchScore(entry, words, searcherLocation))),
      );
    return {
      projects: shownItems(projects, projectItem),
      collaborators: shownItems(collaborators, collaboratorItem),
      opportunities: shownItems(opportunities, opportunityItem),
      more: {
        projects: projects.length > shown,
        collaborators: collaborators.length > shown,
        opportunities: opportunities.length > shown,
      },
    };
  }
}
