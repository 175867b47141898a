import { nextDigestTime } from './next-digest-time';

describe('nextDigestTime', () => {
  it('is later today before the hour and tomorrow from the hour on', () => {
    expect(nextDigestTime(new Date('2026-03-01T07:59:59Z'), 8).toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(nextDigestTime(new Date('2026-03-01T08:00:00Z'), 8).toISOString()).toBe(
      '2026-03-02T08:00:00.000Z',
    );
    expect(nextDigestTime(new Date('2026-12-31T23:30:00Z'), 8).toISOString()).toBe(
      '2027-01-01T08:00:00.000Z',
    );
  });
});
