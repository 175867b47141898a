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
  createdFailed: 'Failed to load your projects',
  collaboratedFailed: 'Failed to load associated projects',
} as const;
