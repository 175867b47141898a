import os from 'node:os';
import path from 'node:path';
import { SERVICE_PORTS } from '@filmcollab/contracts';
import { z } from 'zod';

/** Issue 9's realtime scenario: its size and load (the issue's defaults), from the environment. */
export const RealtimeBenchConfigSchema = z.object({
  /** `0` skips the scenario. */
  BENCH_REALTIME: z.enum(['0', '1']).default('1'),
  /** Signed-up users, each with one socket through the gateway. */
  BENCH_REALTIME_SOCKETS: z.coerce
    .number()
    .int()
    .min(2)
    .max(10_000)
    .refine((users) => users % 2 === 0, 'an even number: users are connected in pairs')
    .default(1000),
  /**
   * Names the accounts (`rt-<name>-<n>@bench.filmcollab.test`): a re-run on the same stack reuses
   * them, their connections and their saved tokens instead of signing everyone up again.
   */
  BENCH_REALTIME_ACCOUNTS: z
    .string()
    .regex(/^[a-z0-9]{1,16}$/, 'lowercase letters and digits')
    .default('bench'),
  /** Where the accounts' refresh tokens are kept between runs. */
  BENCH_REALTIME_SESSIONS_FILE: z.string().min(1).optional(),
  BENCH_REALTIME_RATE: z.coerce.number().int().min(1).max(2000).default(200),
  BENCH_REALTIME_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** How long the idle signed-in tab is watched; `0` skips it. */
  BENCH_REALTIME_IDLE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  /** The mail catcher's REST API, where the verification links arrive. */
  BENCH_MAILDEV_URL: z.url().default('http://127.0.0.1:1080'),
  /** The notifications service itself: its `/metrics` tells its resident memory and CPU time. */
  BENCH_NOTIFICATIONS_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS.notifications}`),
  /** The messaging service itself: its `/metrics` tells its CPU time. */
  BENCH_MESSAGING_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS.messaging}`),
});

export interface RealtimeBenchConfig {
  enabled: boolean;
  users: number;
  accounts: string;
  sessionsFile: string;
  rate: number;
  durationSeconds: number;
  idleSeconds: number;
  maildevUrl: string;
  notificationsUrl: string;
  messagingUrl: string;
}

export function realtimeBenchConfigFromEnv(env: NodeJS.ProcessEnv): RealtimeBenchConfig {
  const parsed = RealtimeBenchConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`bench: invalid realtime environment:\n${z.prettifyError(parsed.error)}`);
  }
  const data = parsed.data;
  return {
    enabled: data.BENCH_REALTIME === '1',
    users: data.BENCH_REALTIME_SOCKETS,
    accounts: data.BENCH_REALTIME_ACCOUNTS,
    sessionsFile:
      data.BENCH_REALTIME_SESSIONS_FILE ??
      path.join(os.tmpdir(), `filmcollab-bench-realtime-${data.BENCH_REALTIME_ACCOUNTS}.json`),
    rate: data.BENCH_REALTIME_RATE,
    durationSeconds: data.BENCH_REALTIME_SECONDS,
    idleSeconds: data.BENCH_REALTIME_IDLE_SECONDS,
    maildevUrl: data.BENCH_MAILDEV_URL.replace(/\/$/, ''),
    notificationsUrl: data.BENCH_NOTIFICATIONS_URL.replace(/\/$/, ''),
    messagingUrl: data.BENCH_MESSAGING_URL.replace(/\/$/, ''),
  };
}
