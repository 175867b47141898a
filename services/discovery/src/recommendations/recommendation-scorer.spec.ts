import {
  keepBest,
  type RecommendationCandidate,
  type RecommendationSignals,
  scoreRecommendation,
} from './recommendation-scorer';

const signals = (overrides: Partial<RecommendationSignals> = {}): RecommendationSignals => ({
  preferredRoles: [],
  preferredLocations: [],
  preferredProjectTypes: [],
  preferredBudgetRanges: [],
  ownRole: null,
  ownLocation: null,
  recentQueries: [],
  ...overrides,
});

const director: RecommendationCandidate = {
  kind: 'collaborator',
  roles: ['director'],
  subject: 'Director in Lisbon',
  locationText: 'lisbon',
  searchText: 'ana director lisbon noir',
};

describe('scoreRecommendation', () => {
  it("explains a saved role match in one line ('Director in Lisbon, matches your saved role')", () => {
    expect(scoreRecommendation(director, signals({ preferredRoles: ['director'] }))).toEqual({
      score: 75,
      explanation: 'Director in Lisbon, matches your saved role',
    });
  });

  it('adds every reason that applies, capped at 100', () => {
    const project: RecommendationCandidate = {
      kind: 'project',
      roles: ['editor'],
      subject: 'Short film in Lisbon',
      locationText: 'lisbon',
      searchText: 'night shift editor lisbon',
      projectType: 'short_film',
      budgetRange: 'under_1k',
    };
    const result = scoreRecommendation(
      project,
      signals({
        ownRole: 'editor',
        preferredLocations: ['lisbon'],
        preferredProjectTypes: ['short_film'],
        preferredBudgetRanges: ['under_1k'],
        recentQueries: [{ query: 'Night shift', words: ['night', 'shift'] }],
      }),
    );
    expect(result.score).toBe(100);
    expect(result.explanation).toBe(
      "Short film in Lisbon, needs an editor like you, in one of your saved locations, a project type you prefer, in your budget range, like your search 'Night shift'",
    );
  });

  it('does not recommend a collaborator merely for sharing your own role', () => {
    expect(scoreRecommendation(director, signals({ ownRole: 'director' })).score).toBe(45);
  });

  it('scores the user location lower than a saved one', () => {
    expect(scoreRecommendation(director, signals({ ownLocation: 'lisbon' })).score).toBe(60);
    expect(scoreRecommendation(director, signals({ preferredLocations: ['lisbon'] })).score).toBe(
      65,
    );
  });
});

describe('keepBest', () => {
  it('keeps only scores above 70, best first, at most 6', () => {
    const items = [70, 71, 90, 80, 99, 75, 72, 85, 100].map((matchScore, id) => ({
      id,
      matchScore,
    }));
    expect(keepBest(items).map((item) => item.matchScore)).toEqual([100, 99, 90, 85, 80, 75]);
    expect(keepBest([{ matchScore: 70 }])).toEqual([]);
  });
});
