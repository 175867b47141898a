import { Inject } from '@nestjs/common';
import { SERVICE_PORTS } from '@filmcollab/contracts';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

/** The variables every service reads; defaults are the embedded stack's. */
export const baseConfigSchema = z.object({
  /** `production` in compose and Helm: settings whose embedded default would be unsafe must be explicit. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(3000),
  /**
   * The interface the HTTP server binds to. Loopback by default: in the embedded stack only the
   * gateway may reach a service, or its plugins (rate limit, size limit) could be bypassed.
   * Compose and Helm set `0.0.0.0`, where the container network is the boundary.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL')
    .default('mongodb://127.0.0.1:27017'),
  MONGO_DB: z.string().min(1).optional(),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  OIDC_ISSUER: z.url().default('http://localhost:8000/realms/filmcollab'),
  OIDC_JWKS_URI: z
    .url()
    .default('http://127.0.0.1:3001/realms/filmcollab/protocol/openid-connect/certs'),
  OIDC_AUDIENCE: z.string().min(1).default('filmcollab-api'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** First redelivery delay of a failed event handler; later ones back off exponentially. */
  EVENT_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1000),
  /** The owned stream's retention: events older than this are removed. */
  EVENT_STREAM_MAX_AGE_DAYS: z.coerce.number().int().min(1).default(90),
  /** The owned stream's replicas (1 on a single nats-server, 3 in a production cluster). */
  EVENT_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /**
   * The longest lifetime of an access token the IdP issues: how long a service remembers an ended
   * session (`identity.session.ended`) to refuse its still unexpired access tokens.
   */
  ACCESS_TOKEN_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(300),
  /** How often the outbox relay looks for events a failed or missed wake-up left behind. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /**
   * `off`: this process publishes (its outbox relay runs) but handles no events — a seed or
   * maintenance script must not take deliveries meant for the running service.
   */
  EVENT_CONSUMERS: z.enum(['on', 'off']).default('on'),
  /**
   * The OpenAPI UI and document at `/api/<service>/docs` (and `docs-json`): on for development,
   * `false` in compose and Helm, where the API's full surface is nobody's business.
   */
  SWAGGER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** The validated configuration object, provided by `ServiceKitModule.forRoot`. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

/** Injects the validated configuration (`BaseConfig & z.infer<typeof yourSchema>`). */
export const InjectConfig = (): ParameterDecorator => Inject(SERVICE_CONFIG);

export type ConfigExtension = z.ZodObject;

export function serviceConfigSchema(service: string, extension?: ConfigExtension) {
  const withPort = baseConfigSchema.extend({
    PORT: port.default(SERVICE_PORTS[service as keyof typeof SERVICE_PORTS] ?? 3000),
  });
  return extension ? withPort.extend(extension.shape) : withPort;
}

export class ConfigValidationError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`Invalid configuration for ${service}:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigValidationError';
  }
}

/** Validates the environment once; throws listing every bad variable. */
export function parseServiceConfig<T extends BaseConfig = BaseConfig>(
  service: string,
  env: Record<string, string | undefined>,
  extension?: ConfigExtension,
): T {
  const result = serviceConfigSchema(service, extension).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigValidationError(service, problems);
  }
  return result.data as T;
}
