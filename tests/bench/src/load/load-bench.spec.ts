import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISCOVERY_SUBTABS, type Project } from '@filmcollab/contracts';
import { readK6Config } from './k6-config';
import { LatencySamples } from './latency-samples';
import { loadReport, missedLoadThresholds } from './load-report';
import { loadScenarios } from './load-scenarios';
import type { LoadResult } from './run-load-scenario';
import { thresholdMet } from './threshold';

const LOAD_SCRIPTS = path.join(__dirname, '../../../load');

const project = {
  id: 'p-1',
  title: 'Northern Line',
  requiredRoles: ['actor'],
} as unknown as Project;
const scenarios = loadScenarios({
  token: 't',
  receiverId: 'u-2',
  applicants: [{ token: 'a', project }],
  vus: 20,
});

/** A feed post as community answers it. */
const aPost = (id: string) => ({
  id,
  authorId: 'u-1',
  author: { id: 'u-1', username: 'ana', fullName: 'Ana', profileImageUrl: null },
  content: 'Who has a dolly track?',
  title: 'Who has a dolly track?',
  topic: 'general',
  isCrowdfunding: false,
  tags: [],
  likesCount: 0,
  repliesCount: 0,
  likedByMe: false,
  fileAttachments: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
});

function samples(
  durations: number[],
  statuses: number[] = durations.map(() => 200),
): LatencySamples {
  const recorded = new LatencySamples();
  durations.forEach((duration, index) => recorded.record(duration, statuses[index]));
  return recorded;
}

describe('the k6 scenarios as autocannon loops', () => {
  const { targets, vus } = readK6Config();

  it('reads the thresholds and load of tests/load/lib/config.js', () => {
    expect(targets).toEqual({
      errorRate: 'rate<0.01',
      searchP95: 'p(95)<=100',
      requestP95: 'p(95)<500',
    });
    expect(vus).toBe(20);
  });

  it.each(scenarios.map((scenario) => [scenario.script, scenario] as const))(
    'thresholds the steps %s thresholds, with the same TARGETS',
    (script, scenario) => {
      const source = readFileSync(path.join(LOAD_SCRIPTS, script), 'utf8');
      const k6Steps = Object.fromEntries(
        [...source.matchAll(/'http_req_duration\{scenario_step:(\w+)\}': \[TARGETS\.(\w+)\]/g)].map(
          ([, step, target]) => [step, target],
        ),
      );
      expect(scenario.latencyTargets).toEqual(k6Steps);
      const requested = new Set(
        scenario.users.flatMap((users) => users.steps.map(({ step }) => step)),
      );
      for (const step of Object.keys(k6Steps)) expect(requested).toContain(step);
    },
  );

  it('searches with the subtabs discovery accepts, as search.js does', () => {
    const search = scenarios.find(({ name }) => name === 'search')!.users[0].steps[0];
    const types = [0, 1, 2, 3].map((): string | null => {
      const query = new URL(`http://bench${search.path({})!}`).searchParams;
      return query.get('type');
    });
    for (const type of types) expect(DISCOVERY_SUBTABS).toContain(type);
    const k6Types = /const TYPES = \[([^\]]*)\]/.exec(
      readFileSync(path.join(LOAD_SCRIPTS, 'search.js'), 'utf8'),
    )![1];
    expect(new Set(types)).toEqual(new Set(k6Types.match(/[a-z]+/g)));
  });

  it('ends a browse iteration at the comments when the feed was empty', () => {
    const [browse] = scenarios;
    const [feed, comments] = browse.users[0].steps;
    const kept: Record<string, string> = {};
    feed.keep!(JSON.stringify({ posts: [aPost('post-9')], nextCursor: null }), kept);
    expect(comments.path(kept)).toBe('/api/community/posts/post-9/comments');
    feed.keep!('{"posts":[],"nextCursor":null}', kept);
    expect(comments.path(kept)).toBeNull();
  });

  it('applies with the project’s first required role, one connection per applicant', () => {
    const apply = scenarios.find(({ name }) => name === 'apply')!;
    expect(apply.users).toHaveLength(1);
    expect(apply.users[0].connections).toBe(1);
    expect(apply.users[0].steps.map(({ method, path: to }) => `${method} ${to({})}`)).toEqual([
      'GET /api/projects/p-1',
      'POST /api/projects/p-1/applications',
      'DELETE /api/projects/p-1/applications/mine',
    ]);
    expect(apply.users[0].steps[1].body!()).toMatchObject({ role: 'actor' });
  });
});

describe('k6 thresholds', () => {
  it('judges a percentile and the failed rate as k6 does', () => {
    const latency = { failedRate: 0, percentile: () => 100 };
    expect(thresholdMet('p(95)<=100', latency)).toBe(true);
    expect(thresholdMet('p(95)<100', latency)).toBe(false);
    expect(thresholdMet('rate<0.01', { failedRate: 0.01, percentile: () => 0 })).toBe(false);
    expect(() => thresholdMet('avg<100', latency)).toThrow(/unsupported/);
  });

  it('takes the nearest-rank percentile and counts 4xx and 5xx as failed', () => {
    const recorded = samples(
      [5, 1, 4, 2, 3, 10, 9, 8, 7, 6],
      [200, 201, 204, 302, 400, 500, 200, 200, 200, 200],
    );
    expect(recorded.percentile(50)).toBe(5);
    expect(recorded.percentile(95)).toBe(10);
    expect(recorded.failed).toBe(2);
  });
});

describe('the load report', () => {
  const { targets } = readK6Config();
  const search = scenarios.find(({ name }) => name === 'search')!;
  const result = (durations: number[], statuses?: number[]): LoadResult => ({
    scenario: search,
    durationSeconds: 2,
    steps: new Map([['search', samples(durations, statuses)]]),
    unanswered: 0,
  });

  it('passes a scenario within its thresholds and prints its figures', () => {
    const fast = result(Array.from({ length: 100 }, (_, index) => 10 + (index % 50)));
    expect(missedLoadThresholds([fast], targets)).toEqual([]);
    expect(loadReport([fast], targets)).toMatch(/search \/ search\s+100\s+50\s+/);
  });

  it('names each threshold missed: latency over the target, too many failures', () => {
    const slow = result(
      Array.from({ length: 100 }, () => 150),
      [...Array(98).fill(200), 500, 500],
    );
    expect(missedLoadThresholds([slow], targets)).toEqual([
      'search: http_req_failed rate<0.01 MISSED',
      'search: http_req_duration{scenario_step:search} p(95)<=100 MISSED',
    ]);
  });

  it('says which statuses failed, naming the gateway’s rate limit', () => {
    const limited = result([5, 5, 5, 5], [200, 429, 429, 500]);
    expect(loadReport([limited], targets)).toContain(
      'search: failed answers 2 × 429, 1 × 500 (429: the gateway’s per-IP rate limit)',
    );
  });

  it('misses a thresholded step that never answered', () => {
    const silent: LoadResult = { ...result([]), steps: new Map(), unanswered: 3 };
    expect(missedLoadThresholds([silent], targets)).toHaveLength(2);
  });
});
