import {
  filtersFromHistory,
  filtersFromPreferences,
  historyLabel,
  NO_FILTERS,
  preferencesFromFilters,
} from './search-filters';

describe('search filters', () => {
  it('round-trips saved preferences through the sidebar', () => {
    const saved = {
      preferredRoles: ['editor' as const],
      preferredLocations: ['Lisbon'],
      preferredProjectTypes: ['documentary' as const],
      preferredBudgetRanges: ['1k_5k' as const],
      updatedAt: '2026-03-01T10:00:00.000Z',
    };
    const filters = filtersFromPreferences(saved);
    expect(filters).toEqual({
      ...NO_FILTERS,
      location: 'Lisbon',
      requiredRoles: ['editor'],
      projectTypes: ['documentary'],
      budgetRanges: ['1k_5k'],
    });
    const { updatedAt: _updatedAt, ...preferences } = saved;
    expect(preferencesFromFilters(filters)).toEqual(preferences);
  });

  it('saves a blank location as none', () => {
    expect(preferencesFromFilters({ ...NO_FILTERS, location: '   ' }).preferredLocations).toEqual(
      [],
    );
  });

  it('puts a history entry back in the sidebar and names it', () => {
    const entry = {
      query: 'noir',
      filters: { location: 'Porto', requiredRoles: ['actor'], availabilityStatus: 'busy' as const },
      timestamp: '2026-03-01T10:00:00.000Z',
    };
    expect(filtersFromHistory(entry)).toEqual({
      ...NO_FILTERS,
      location: 'Porto',
      requiredRoles: ['actor'],
      availabilityStatus: 'busy',
    });
    expect(historyLabel(entry)).toBe('noir · Porto · actor');
    expect(historyLabel({ ...entry, query: '', filters: {} })).toBe('All results');
  });
});
