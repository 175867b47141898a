import { roundDates, roundIdAt, roundStatus, toContestRound } from './round-calendar';

const stored = (id: string, overrides: Partial<Parameters<typeof roundDates>[0]> = {}) => ({
  id,
  submissionsClosedAt: null,
  judgingEndedAt: null,
  ...overrides,
});

describe('round calendar', () => {
  it('names the round by the UTC month', () => {
    expect(roundIdAt(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(roundIdAt(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });

  it('takes submissions the whole month, judges for 7 days, then closes', () => {
    const dates = roundDates(stored('2026-12'));
    expect(dates.opensAt.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(dates.closesAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(dates.judgingEndsAt.toISOString()).toBe('2027-01-08T00:00:00.000Z');
    expect(roundStatus(dates, new Date('2026-11-30T12:00:00Z'))).toBe('upcoming');
    expect(roundStatus(dates, new Date('2026-12-01T00:00:00Z'))).toBe('open');
    expect(roundStatus(dates, new Date('2027-01-01T00:00:00Z'))).toBe('judging');
    expect(roundStatus(dates, new Date('2027-01-08T00:00:00Z'))).toBe('closed');
  });

  it("follows an operator's early end of a stage, never a later one", () => {
    const early = roundDates(stored('2026-12', { submissionsClosedAt: new Date('2026-12-20T00:00:00Z') }));
    expect(early.closesAt.toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect(early.judgingEndsAt.toISOString()).toBe('2026-12-27T00:00:00.000Z');
    const late = roundDates(stored('2026-12', { submissionsClosedAt: new Date('2027-02-01T00:00:00Z') }));
    expect(late.closesAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    const judged = roundDates(
      stored('2026-12', {
        submissionsClosedAt: new Date('2026-12-20T00:00:00Z'),
        judgingEndedAt: new Date('2026-12-21T00:00:00Z'),
      }),
    );
    expect(roundStatus(judged, new Date('2026-12-21T00:00:01Z'))).toBe('closed');
  });

  it('presents spots left and the title', () => {
    const round = toContestRound(
      { ...stored('2026-11'), teamsEntered: 249 },
      250,
      new Date('2026-11-15T00:00:00Z'),
    );
    expect(round).toMatchObject({
      title: 'November 2026 One-Scene Challenge',
      status: 'open',
      spotsLeft: 1,
      crewMax: 12,
      maxSeconds: 360,
    });
  });
});
