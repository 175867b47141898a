import type { Measurement } from './measure';
import { medianRound, missedTargets, problems, report } from './report';

const raw: Measurement = {
  name: 'raw node http',
  requestsPerSecond: 20000,
  latencyAverageMs: 0.5,
  latencyP50Ms: 0,
  latencyP99Ms: 2,
  requests: 160000,
  non2xx: 0,
  errors: 0,
};
const health: Measurement = { ...raw, name: 'nest health direct', requestsPerSecond: 9000 };
const read: Measurement = { ...raw, name: 'profile read direct', requestsPerSecond: 7000 };

describe('bench report', () => {
  it('prints every row with its share of the raw baseline and whether its target is met', () => {
    const text = report(raw, [
      { measurement: health, target: { minRatioToRaw: 0.5 } },
      { measurement: read, target: { minRequestsPerSecond: 6000 } },
    ]);
    const lines = text.split('\n');
    expect(lines.find((line) => line.startsWith('raw node http'))).toMatch(
      /20000 .* 1\.000\s+baseline$/,
    );
    expect(lines.find((line) => line.startsWith('nest health direct'))).toMatch(
      /9000 .* 0\.450\s+>= 0\.50 x raw MISSED$/,
    );
    expect(lines.find((line) => line.startsWith('profile read direct'))).toMatch(
      /7000 .* 0\.350\s+>= 6000 req\/s met$/,
    );
  });

  it('lists the rows that missed their target', () => {
    expect(
      missedTargets(raw, [
        { measurement: health, target: { minRatioToRaw: 0.5 } },
        { measurement: read, target: { minRequestsPerSecond: 6000 } },
        { measurement: { ...raw, name: 'gateway' } },
      ]),
    ).toEqual(['nest health direct: >= 0.50 x raw MISSED']);
  });

  it('keeps the median round of a row', () => {
    const rounds = [12000, 3000, 9000].map((rps) => ({ ...raw, requestsPerSecond: rps }));
    expect(medianRound(rounds).requestsPerSecond).toBe(9000);
    expect(medianRound(rounds.slice(0, 2)).requestsPerSecond).toBe(3000);
  });

  it('flags measurements with refused or failed requests', () => {
    expect(problems(raw)).toBeNull();
    expect(problems({ ...raw, non2xx: 3 })).toMatch(/3 non-2xx answers .* rate limit/);
    expect(problems({ ...raw, requests: 0 })).toMatch(/no request completed/);
  });
});
