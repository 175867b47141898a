import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const loopbackUrl = (fallback: string) =>
  z
    .url({ protocol: /^http$/ })
    .default(fallback)
    .refine((url) => LOOPBACK_HOSTS.has(new URL(url).hostname), 'the bench runs on loopback only');

export const BenchConfigSchema = z.object({
  BENCH_GATEWAY_URL: loopbackUrl('http://localhost:8000'),
  /** The profiles service itself (not through the gateway): the direct Nest rows measure it. */
  BENCH_SERVICE_URL: loopbackUrl('http://127.0.0.1:3002'),
  /** The projects service itself: the project page's read (`GET /api/projects/{id}`). */
  BENCH_PROJECTS_URL: loopbackUrl('http://127.0.0.1:3005'),
  BENCH_PATH: z.string().startsWith('/').default('/api/identity/health/live'),
  /** The account whose token the authenticated row presents (`make seed` creates it). */
  BENCH_EMAIL: z.email().default('demo@filmcollab.local'),
  BENCH_PASSWORD: z.string().min(1).default('Demo-Passw0rd!'),
  BENCH_DURATION_SECONDS: z.coerce.number().int().min(1).max(60).default(8),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(256).default(50),
  /** Every round measures every row once; the report keeps each row's median round. */
  BENCH_ROUNDS: z.coerce.number().int().min(1).max(9).default(1),
});

export interface BenchConfig {
  gatewayUrl: string;
  serviceUrl: string;
  projectsUrl: string;
  path: string;
  account: { email: string; password: string };
  durationSeconds: number;
  connections: number;
  rounds: number;
}

export function benchConfigFromEnv(env: NodeJS.ProcessEnv): BenchConfig {
  const parsed = BenchConfigSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`bench: invalid environment:\n${z.prettifyError(parsed.error)}`);
  return {
    gatewayUrl: parsed.data.BENCH_GATEWAY_URL.replace(/\/$/, ''),
    serviceUrl: parsed.data.BENCH_SERVICE_URL.replace(/\/$/, ''),
    projectsUrl: parsed.data.BENCH_PROJECTS_URL.replace(/\/$/, ''),
    path: parsed.data.BENCH_PATH,
    account: { email: parsed.data.BENCH_EMAIL, password: parsed.data.BENCH_PASSWORD },
    durationSeconds: parsed.data.BENCH_DURATION_SECONDS,
    connections: parsed.data.BENCH_CONNECTIONS,
    rounds: parsed.data.BENCH_ROUNDS,
  };
}
