import { matchScore } from './match-score';

const entry = (titleText: string, searchText = titleText, locationText = '') => ({
  titleText,
  searchText,
  locationText,
});

describe('matchScore', () => {
  it('without words is 80 when the location matches the searcher, else 50 (spec fallback)', () => {
    expect(matchScore(entry('night shift', 'night shift', 'lisbon, portugal'), [], 'lisbon')).toBe(
      80,
    );
    expect(matchScore(entry('night shift', 'night shift', 'porto'), [], 'lisbon')).toBe(50);
    expect(matchScore(entry('night shift'), [], null)).toBe(50);
  });

  it('ranks all words in the title above some, above none (description only)', () => {
    const words = ['night', 'shift'];
    const all = matchScore(entry('the night shift'), words, null);
    const some = matchScore(entry('night owls', 'night owls a shift'), words, null);
    const none = matchScore(entry('owls', 'a night shift story'), words, null);
    expect(all).toBe(100);
    expect(some).toBe(70);
    expect(none).toBe(50);
  });

  it('adds 10 for a location match and never passes 100', () => {
    expect(matchScore(entry('owls', 'night', 'lisbon'), ['night'], 'lisbon')).toBe(60);
    expect(matchScore(entry('night', 'night', 'lisbon'), ['night'], 'lisbon')).toBe(100);
  });
});
