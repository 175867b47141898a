import { Injectable } from '@nestjs/common';
import {
  type Recommendation,
  type RecommendationList,
  type SearchResultItem,
} from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { SearchPreferencesService } from '../preferences/search-preferences.service';
import { OpportunitiesRepository } from '../read-models/opportunities.repository';
import { type PersonRecord, PeopleRepository } from '../read-models/people.repository';
import { runRankedSearches } from '../read-models/ranked-find';
import {
  type ProjectCriteriaAlternative,
  ProjectsRepository,
} from '../read-models/projects.repository';
import { collaboratorItem, opportunityItem, projectItem } from '../search/search-result.mapper';
import { queryWords, toSearchText } from '../search/search-text';
import {
  keepBest,
  type RecommendationCandidate,
  type RecommendationSignals,
  roleLabel,
  scoreRecommendation,
  subjectLine,
} from './recommendation-scorer';

const CANDIDATES_PER_SOURCE = 30;
const RECENT_SEARCHES = 10;

@Injectable()
export class RecommendationsService {
  constructor(
    private readonly preferences: SearchPreferencesService,
    private readonly people: PeopleRepository,
    private readonly projects: ProjectsRepository,
    private readonly opportunities: OpportunitiesRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Candidates that share something with the user (a saved or own role, location, type or budget),
   * read through the indexes with a bound, then scored and explained; above 70, at most 6.
   */
  async forUser(userId: string): Promise<RecommendationList> {
    const [saved, me] = await Promise.all([
      this.preferences.find(userId),
      this.people.findById(userId),
    ]);
    const signals: RecommendationSignals = {
      preferredRoles: saved?.preferredRoles ?? [],
      preferredLocations: (saved?.preferredLocations ?? []).map((l) => toSearchText(l)),
      preferredProjectTypes: saved?.preferredProjectTypes ?? [],
      preferredBudgetRanges: saved?.preferredBudgetRanges ?? [],
      ownRole: me?.primaryRole ?? null,
      ownLocation: me?.locationText || null,
      recentQueries: (saved?.searchHistory ?? [])
        .slice(-RECENT_SEARCHES)
        .reverse()
        .filter((entry) => entry.query)
        .map((entry) => ({ query: entry.query, words: queryWords(entry.query) })),
    };
    const roles = [
      ...new Set([...signals.preferredRoles, ...(me?.primaryRole ? [me.primaryRole] : [])]),
    ];
    const locations = [
      ...new Set([
        ...signals.preferredLocations,
        ...(signals.ownLocation ? [signals.ownLocation] : []),
      ]),
    ];
    const alternatives: ProjectCriteriaAlternative[] = [
      ...(roles.length ? [{ requiredRoles: roles }] : []),
      ...(locations.length ? [{ locations }] : []),
      ...(signals.preferredProjectTypes.length
        ? [{ projectTypes: signals.preferredProjectTypes }]
        : []),
      ...(signals.preferredBudgetRanges.length
        ? [{ budgetRanges: signals.preferredBudgetRanges }]
        : []),
    ];
    if (!alternatives.length) return { recommendations: [] };

    const [projects, opportunities, peopleByRole, peopleByLocation] = await runRankedSearches([
      this.projects.searchOnExplore(
        { words: [], anyOf: alternatives, excludeCreatorId: userId },
        CANDIDATES_PER_SOURCE,
      ),
      this.opportunities.searchLive(
        {
          words: [],
          now: this.clock.now(),
          anyOf: alternatives.filter((alternative) => !alternative.projectTypes),
          excludeCreatorId: userId,
        },
        CANDIDATES_PER_SOURCE,
      ),
      signals.preferredRoles.length
        ? this.people.search(
            { words: [], excludeUserId: userId, roles: signals.preferredRoles },
            CANDIDATES_PER_SOURCE,
          )
        : null,
      locations.length
        ? this.people.search(
            { words: [], excludeUserId: userId, anyLocation: locations },
            CANDIDATES_PER_SOURCE,
          )
        : null,
    ]);

    const scored: Recommendation[] = [];
    const add = (item: SearchResultItem, candidate: RecommendationCandidate) => {
      const { score, explanation } = scoreRecommendation(candidate, signals);
      scored.push({ ...item, matchScore: score, explanation });
    };
    for (const entry of projects) {
      const { project } = entry;
      add(projectItem(entry, 0), {
        kind: 'project',
        roles: project.requiredRoles,
        subject: subjectLine(roleLabel(project.projectType), project.location),
        locationText: entry.locationText,
        searchText: entry.searchText,
        projectType: project.projectType,
        budgetRange: project.budgetRange,
      });
    }
    for (const entry of opportunities) {
      const { opportunity } = entry;
      add(opportunityItem(entry, 0), {
        kind: 'opportunity',
        roles: [opportunity.role],
        subject: subjectLine(`${roleLabel(opportunity.role)} call`, opportunity.location),
        locationText: entry.locationText,
        searchText: entry.searchText,
        budgetRange: opportunity.budgetRange,
      });
    }
    const seen = new Set<string>();
    for (const person of [...peopleByRole, ...peopleByLocation]) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      add(collaboratorItem(person, 0), personCandidate(person));
    }
    return { recommendations: keepBest(scored) };
  }
}

function personCandidate(person: PersonRecord): RecommendationCandidate {
  return {
    kind: 'collaborator',
    roles: [person.primaryRole, ...person.secondaryRoles].filter((r): r is string => !!r),
    subject: subjectLine(
      person.primaryRole ? roleLabel(person.primaryRole) : 'Filmmaker',
      person.location,
    ),
    locationText: person.locationText,
    searchText: person.searchText,
  };
}
