import { rangeStart } from './search-range';

describe('search date ranges', () => {
  const now = new Date('2026-05-17T15:30:00.000Z');

  it.each([
    ['today', '2026-05-17T00:00:00.000Z'],
    ['week', '2026-05-10T15:30:00.000Z'],
    ['month', '2026-05-01T00:00:00.000Z'],
    ['year', '2026-01-01T00:00:00.000Z'],
  ] as const)('%s starts at %s', (range, start) => {
    expect(rangeStart(range, now)?.toISOString()).toBe(start);
  });

  it('all has no start', () => {
    expect(rangeStart('all', now)).toBeUndefined();
  });
});
