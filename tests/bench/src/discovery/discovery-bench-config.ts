import { z } from 'zod';

/** The discovery scenario's size and load (issue 12 defaults), from the environment. */
export const DiscoveryBenchConfigSchema = z.object({
  /** `0` skips the scenario. */
  BENCH_DISCOVERY: z.enum(['0', '1']).default('1'),
  BENCH_DISCOVERY_PROFILES: z.coerce.number().int().min(10).max(1_000_000).default(100_000),
  BENCH_DISCOVERY_PROJECTS: z.coerce.number().int().min(10).max(200_000).default(20_000),
  BENCH_DISCOVERY_OPPORTUNITIES: z.coerce.number().int().min(10).max(100_000).default(5_000),
  BENCH_DISCOVERY_CLIENTS: z.coerce.number().int().min(1).max(256).default(20),
  BENCH_DISCOVERY_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  BENCH_DISCOVERY_EDITS: z.coerce.number().int().min(1).max(1000).default(50),
  /**
   * `auto` loads the catalogue unless discovery's read models already hold it (counted in its
   * database), `always` loads it again, `never` searches whatever is there.
   */
  BENCH_DISCOVERY_LOAD: z.enum(['auto', 'always', 'never']).default('auto'),
  /** `search` runs the search phase alone (no load, no edits): for iterating on the search path. */
  BENCH_DISCOVERY_PHASES: z.enum(['all', 'search']).default('all'),
  /** Events in flight while loading. */
  BENCH_DISCOVERY_PUBLISH_WINDOW: z.coerce.number().int().min(1).max(4096).default(256),
  /** Where the platform's JetStream is (the events go where profiles and projects put theirs). */
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  /** Set when the stack runs on a real MongoDB; the report names the database it measured. */
  MONGO_URL: z.string().optional(),
  /** Discovery's database there (the service's `MONGO_DB`, else its name). */
  MONGO_DB: z.string().min(1).default('discovery'),
});

export interface DiscoveryBenchConfig {
  enabled: boolean;
  profiles: number;
  projects: number;
  opportunities: number;
  clients: number;
  durationSeconds: number;
  edits: number;
  load: 'auto' | 'always' | 'never';
  searchOnly: boolean;
  publishWindow: number;
  natsUrl: string;
  database: string;
  /** Where the read models are counted (the stack's embedded database unless `MONGO_URL`). */
  mongoUrl: string;
  mongoDb: string;
}

export function discoveryBenchConfigFromEnv(env: NodeJS.ProcessEnv): DiscoveryBenchConfig {
  const parsed = DiscoveryBenchConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`bench: invalid discovery environment:\n${z.prettifyError(parsed.error)}`);
  }
  const data = parsed.data;
  return {
    enabled: data.BENCH_DISCOVERY === '1',
    profiles: data.BENCH_DISCOVERY_PROFILES,
    projects: data.BENCH_DISCOVERY_PROJECTS,
    opportunities: data.BENCH_DISCOVERY_OPPORTUNITIES,
    clients: data.BENCH_DISCOVERY_CLIENTS,
    durationSeconds: data.BENCH_DISCOVERY_SECONDS,
    edits: data.BENCH_DISCOVERY_EDITS,
    load: data.BENCH_DISCOVERY_PHASES === 'search' ? 'never' : data.BENCH_DISCOVERY_LOAD,
    searchOnly: data.BENCH_DISCOVERY_PHASES === 'search',
    publishWindow: data.BENCH_DISCOVERY_PUBLISH_WINDOW,
    natsUrl: data.NATS_URL,
    database: data.MONGO_URL
      ? `MongoDB at ${new URL(data.MONGO_URL).host}`
      : 'the embedded database (infra/embedded-mongo)',
    mongoUrl: data.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    mongoDb: data.MONGO_DB,
  };
}
