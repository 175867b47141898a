import { DISCOVERY_LIMITS } from './discovery-model';

/** Spec 02 §8 texts the Discovery and My Space tabs show. */
export const DISCOVERY_TEXTS = {
  searchFailed: 'Search failed. Please try again.',
  preferencesSaved: 'Search preferences saved!',
  preferencesFailed: 'Failed to save preferences.',
  preferencesError: 'An error occurred while saving preferences.',
  noProjects: 'No projects found',
  noCollaborators: 'No collaborators found',
  noOpportunities: 'No opportunities found',
  noResults: 'No results found',
  // Not in the specs: the All sub-tab's previews and a sub-tab's cap (DISCOVERY_LIMITS).
  seeAllProjects: 'See all projects',
  seeAllCollaborators: 'See all collaborators',
  seeAllOpportunities: 'See all opportunities',
  moreThanShown: `Showing the best ${DISCOVERY_LIMITS.resultsPerType} matches. Add a word or a filter to narrow the search.`,
  createdFailed: 'Failed to load your projects',
  collaboratedFailed: 'Failed to load associated projects',
} as const;
