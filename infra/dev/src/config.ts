import path from 'node:path';
import { SERVICE_NAMES, SERVICE_PORTS, type ServiceName } from '@filmcollab/contracts';
import { z } from 'zod';

export { SERVICE_NAMES, SERVICE_PORTS, type ServiceName };

/** Buckets created at start; the services upload into them with presigned URLs. */
export const BUCKETS = [
  'profile-images',
  'contest-films',
  'project-files',
  'post-images',
  'community-files',
] as const;

/** s3rver accepts any signature; these are the keys the services sign with. */
export const S3_CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };

export const COMPONENT_NAMES = ['nats', 'mongo', 's3', 'mail', 'services', 'gateway'] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];

const port = z.number().int().min(1).max(65535);

const servicePortsSchema = z.object(
  Object.fromEntries(SERVICE_NAMES.map((name) => [name, port.default(SERVICE_PORTS[name])])) as {
    [K in ServiceName]: z.ZodDefault<typeof port>;
  },
);

export const stackPortsSchema = z.object({
  gateway: port.default(8000),
  mongo: port.default(27017),
  nats: port.default(4222),
  natsMonitor: port.default(8222),
  s3: port.default(9000),
  smtp: port.default(1025),
  mailWeb: port.default(1080),
  services: servicePortsSchema.prefault({}),
});
export type StackPorts = z.infer<typeof stackPortsSchema>;
export type StackPortsInput = z.input<typeof stackPortsSchema>;

export const stackOptionsSchema = z.object({
  /** Where NATS, MongoDB, s3rver and the mail catcher keep their data. */
  dataDir: z.string().min(1),
  /** Repository root: the services' and the gateway's builds are read from here. */
  repoRoot: z.string().min(1),
  ports: stackPortsSchema.prefault({}),
  /** Which components to run, in start order; all by default. */
  components: z
    .array(z.enum(COMPONENT_NAMES))
    .nonempty()
    .default([...COMPONENT_NAMES]),
  /** Which services to run when `services` is among the components. */
  services: z
    .array(z.enum(SERVICE_NAMES as [ServiceName, ...ServiceName[]]))
    .default(SERVICE_NAMES),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  /** nats-server executable; found on PATH or in /usr/sbin (Debian) when not given. */
  natsServerBin: z.string().min(1).optional(),
  /** How long one component may take to become healthy. */
  healthTimeoutMs: z.number().int().positive().default(120_000),
});
export type StackOptions = z.infer<typeof stackOptionsSchema>;
export type StackOptionsInput = Omit<z.input<typeof stackOptionsSchema>, 'repoRoot'> & {
  repoRoot?: string;
};

/** infra/dev/dist (or src) → repository root. */
export const DEFAULT_REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const cliEnvSchema = z.object({
  FILMCOLLAB_DATA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: stackOptionsSchema.shape.logLevel.optional(),
  NATS_SERVER_BIN: z.string().min(1).optional(),
});

/** Options for the CLI, read from the environment once. */
export function optionsFromEnv(env: NodeJS.ProcessEnv, repoRoot = DEFAULT_REPO_ROOT) {
  const parsed = cliEnvSchema.parse(env);
  return {
    repoRoot,
    dataDir: path.resolve(parsed.FILMCOLLAB_DATA_DIR ?? path.join(repoRoot, '.data')),
    logLevel: parsed.LOG_LEVEL,
    natsServerBin: parsed.NATS_SERVER_BIN,
  };
}

export function parseStackOptions(input: StackOptionsInput): StackOptions {
  return stackOptionsSchema.parse({ repoRoot: DEFAULT_REPO_ROOT, ...input });
}
