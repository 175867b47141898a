import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const BenchConfigSchema = z.object({
  BENCH_GATEWAY_URL: z
    .url({ protocol: /^http$/ })
    .default('http://localhost:8000')
    .refine((url) => LOOPBACK_HOSTS.has(new URL(url).hostname), 'the bench runs on loopback only'),
  BENCH_PATH: z.string().startsWith('/').default('/api/identity/health/live'),
  BENCH_DURATION_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(256).default(10),
});

export interface BenchConfig {
  gatewayUrl: string;
  path: string;
  durationSeconds: number;
  connections: number;
}

export function benchConfigFromEnv(env: NodeJS.ProcessEnv): BenchConfig {
  const parsed = BenchConfigSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`bench: invalid environment:\n${z.prettifyError(parsed.error)}`);
  return {
    gatewayUrl: parsed.data.BENCH_GATEWAY_URL.replace(/\/$/, ''),
    path: parsed.data.BENCH_PATH,
    durationSeconds: parsed.data.BENCH_DURATION_SECONDS,
    connections: parsed.data.BENCH_CONNECTIONS,
  };
}
