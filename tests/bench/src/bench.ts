import { loadavg } from 'node:os';
import { z } from 'zod';
import { benchConfigFromEnv } from './bench-config';
import { discoveryBenchConfigFromEnv } from './discovery/discovery-bench-config';
import { runDiscoveryScenario } from './discovery/discovery-scenario';
import { startHelloServer } from './hello-server';
import { runLoadBench } from './load/load-bench';
import { type BenchTarget, measure, type Measurement } from './measure';
import { runPageBenchmarks } from './pages/page-benchmarks';
import { probe } from './probe';
import { realtimeBenchConfigFromEnv } from './realtime/realtime-bench-config';
import { runRealtimeScenario } from './realtime/realtime-scenario';
import { medianRound, missedTargets, problems, report, type BenchRow, type Target } from './report';
import { signIn } from './sign-in';

/**
 * The authenticated profile read before the kit issue (50 connections, 8 s): 1.5k req/s while raw
 * Node answered 70.8k in the same run. Targets are ratios to raw Node measured in the same run, so
 * a busy or slower machine compares like with like.
 */
const PROFILE_READ_BEFORE_RATIO = 1500 / 70_800;

/** The read each domain serves most: its page's first request. */
const DOMAIN_READS: { name: string; path: (projectId: string) => string }[] = [
  { name: 'community feed', path: () => '/api/community/posts' },
  { name: 'workspace overview', path: (id) => `/api/workspace/projects/${id}` },
  { name: 'conversation list', path: () => '/api/messaging/conversations' },
  { name: 'notifications', path: () => '/api/notifications' },
  { name: 'contest gallery', path: () => '/api/contest/films' },
];

interface RowPlan {
  name: string;
  target: (token: string) => BenchTarget;
  goal?: Target;
}

/**
 * make bench: autocannon against a raw Node hello-world and, in the same run, against the profiles
 * service directly (Nest health, an authenticated profile read) and a gateway path; each row
 * is compared with the raw baseline. Loopback only, bounded duration.
 */
async function main(): Promise<number> {
  const config = benchConfigFromEnv(process.env);
  const gatewayTarget = `${config.gatewayUrl}${config.path}`;
  const profiles = `${config.serviceUrl}/api/profiles`;

  for (const url of [gatewayTarget, `${profiles}/health/live`]) {
    const reachable = await probe(url);
    if (!reachable.ok) {
      console.error(
        `GET ${url} fails (${reachable.reason}).\n` +
          'Start the stack first with `make dev` (in another terminal), then run `make bench` again.\n' +
          'To measure another stack, set BENCH_GATEWAY_URL and BENCH_SERVICE_URL (loopback only).',
      );
      return 1;
    }
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const profileId = await myProfileId(
    profiles,
    bearer(await signIn(config.gatewayUrl, config.account)),
  );

  const projects = `${config.projectsUrl}/api/projects`;
  const projectId = await seededProjectId(
    projects,
    bearer(await signIn(config.gatewayUrl, config.account)),
  );

  const hello = await startHelloServer();
  const plans: RowPlan[] = [
    { name: 'raw node http (hello world)', target: () => ({ url: hello.url }) },
    {
      name: 'nest health direct (profiles /health/live)',
      target: () => ({ url: `${profiles}/health/live` }),
      goal: { minRatioToRaw: 0.5 },
    },
    {
      name: 'profile read direct (GET /api/profiles/{id})',
      target: (token) => ({ url: `${profiles}/${profileId}`, headers: bearer(token) }),
      goal: { minRatioToRaw: 4 * PROFILE_READ_BEFORE_RATIO },
    },
    { name: `gateway ${config.path}`, target: () => ({ url: gatewayTarget }) },
    {
      name: 'project read direct (GET /api/projects/{id})',
      target: (token) => ({ url: `${projects}/${projectId}`, headers: bearer(token) }),
    },
    // Each domain's hottest read, through the gateway as browsers reach it (seeded data).
    ...DOMAIN_READS.map(({ name, path }) => ({
      name: `${name} via gateway (GET ${path('{id}')})`,
      target: (token: string) => ({
        url: `${config.gatewayUrl}${path(projectId)}`,
        headers: bearer(token),
      }),
    })),
  ];

  console.log(
    `autocannon: ${config.connections} connections, ${config.durationSeconds} s per row, ` +
      `${config.rounds} round(s), GET only; load average ${formatLoad()}\n`,
  );
  const rounds: Measurement[][] = plans.map(() => []);
  try {
    for (let round = 1; round <= config.rounds; round++) {
      // Access tokens live 5 minutes: a fresh one per round outlives any round.
      const token = await signIn(config.gatewayUrl, config.account);
      for (const [index, plan] of plans.entries()) {
        console.log(`round ${round}/${config.rounds}: ${plan.name} …`);
        rounds[index].push(
          await measure(plan.name, plan.target(token), config.durationSeconds, config.connections),
        );
      }
    }
  } finally {
    await hello.stop();
  }

  const [raw, ...measured] = rounds.map(medianRound);
  const rows: BenchRow[] = measured.map((measurement, index) => ({
    measurement,
    target: plans[index + 1].goal,
  }));
  console.log(`\n${report(raw, rows)}`);
  console.log(
    `\nprofile read: ${(rows[1].measurement.requestsPerSecond / raw.requestsPerSecond / PROFILE_READ_BEFORE_RATIO).toFixed(1)} x ` +
      `its ratio to raw Node before the kit issue (1.5k of 70.8k req/s); load average ${formatLoad()} ` +
      '(2 cores: above 2, other processes took CPU from the bench)',
  );

  const pagesMissed = await runPageBenchmarks(config);

  const realtime = realtimeBenchConfigFromEnv(process.env);
  const realtimeMissed: string[] = [];
  if (realtime.enabled) {
    console.log('\nRealtime (issue 9): users, sockets and direct messages through the gateway …');
    const result = await runRealtimeScenario(realtime, config.gatewayUrl, config.account);
    console.log(result.report);
    realtimeMissed.push(...result.missed);
  }

  const discovery = discoveryBenchConfigFromEnv(process.env);
  const discoveryMissed: string[] = [];
  if (discovery.enabled) {
    console.log('\nDiscovery (issue 12): loading through the event path, then searching …');
    const result = await runDiscoveryScenario(discovery, config.gatewayUrl, () =>
      signIn(config.gatewayUrl, config.account),
    );
    console.log(result.report);
    discoveryMissed.push(...result.missed);
  }

  console.log('\nLoad scenarios (tests/load with autocannon, judged by their k6 thresholds) …');
  const load = await runLoadBench(
    config.gatewayUrl,
    config.account.password,
    config.durationSeconds,
  );
  console.log(`\n${load.report}`);

  const issues = rounds
    .flat()
    .map(problems)
    .filter((issue): issue is string => issue !== null);
  const missed = [...missedTargets(raw, rows), ...pagesMissed, ...discoveryMissed, ...load.missed];
  for (const issue of issues) console.error(`\nNot a clean measurement: ${issue}`);
  for (const target of missed) console.error(`\nTarget missed: ${target}`);
  return issues.length > 0 || missed.length > 0 ? 1 : 0;
}

async function myProfileId(profiles: string, headers: Record<string, string>): Promise<string> {
  // The first GET /me creates the profile of a seeded account.
  const response = await fetch(`${profiles}/me`, { headers });
  if (!response.ok) throw new Error(`GET ${profiles}/me answered ${response.status}`);
  return z.object({ id: z.string().min(1) }).parse(await response.json()).id;
}

/** The account's oldest project (the seed's Harbour Lights), read as its creator: members, applications, invitations. */
async function seededProjectId(projects: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${projects}/mine`, { headers });
  if (!response.ok) throw new Error(`GET ${projects}/mine answered ${response.status}`);
  const { projects: mine } = z
    .object({ projects: z.array(z.object({ id: z.string().min(1) })) })
    .parse(await response.json());
  const oldest = mine.at(-1);
  if (!oldest) throw new Error(`GET ${projects}/mine: no project; run \`make seed\` first`);
  return oldest.id;
}

function formatLoad(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
