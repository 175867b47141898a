import { S3_CREDENTIALS, type ServiceName, type StackPorts } from './config';

export interface EnvContext {
  ports: StackPorts;
  logLevel: string;
  /** The stack runner's own environment, whose `OTEL_*` variables reach every service. */
  runnerEnv?: NodeJS.ProcessEnv;
}

/**
 * The standard OpenTelemetry variables of the runner's environment (exporter, endpoint, headers,
 * sampler…), so `OTEL_TRACES_EXPORTER=otlp make dev` traces the whole stack; none by default, so
 * tracing stays off. `OTEL_SERVICE_NAME` is each service's own: one name from the shell would
 * label all nine services alike.
 */
export function openTelemetryEnv(
  service: ServiceName,
  runnerEnv: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const forwarded = Object.entries(runnerEnv).filter(
    (entry): entry is [string, string] =>
      entry[0].startsWith('OTEL_') && entry[0] !== 'OTEL_SERVICE_NAME' && entry[1] !== undefined,
  );
  return forwarded.length ? { ...Object.fromEntries(forwarded), OTEL_SERVICE_NAME: service } : {};
}

/** The origin browsers use: everything goes through the gateway. */
export function gatewayOrigin(ports: StackPorts): string {
  return `http://localhost:${ports.gateway}`;
}

/**
 * The environment of one service process (docs/architecture.md "Configuration"), plus the
 * infrastructure endpoints every service may read (object storage, SMTP).
 */
export function buildServiceEnv(service: ServiceName, ctx: EnvContext): Record<string, string> {
  const { ports } = ctx;
  const origin = gatewayOrigin(ports);
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    PORT: String(ports.services[service]),
    MONGO_URL: `mongodb://127.0.0.1:${ports.mongo}`,
    NATS_URL: `nats://127.0.0.1:${ports.nats}`,
    OIDC_ISSUER: `${origin}/realms/filmcollab`,
    OIDC_JWKS_URI: `http://127.0.0.1:${ports.services.identity}/realms/filmcollab/protocol/openid-connect/certs`,
    OIDC_AUDIENCE: 'filmcollab-api',
    LOG_LEVEL: ctx.logLevel,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    // Browsers reach storage through the gateway's /storage route only: it checks upload policies
    // and read rules that s3rver does not.
    S3_PUBLIC_URL: `${origin}/storage`,
    S3_ACCESS_KEY: S3_CREDENTIALS.accessKey,
    S3_SECRET_KEY: S3_CREDENTIALS.secretKey,
    S3_REGION: S3_CREDENTIALS.region,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    MAIL_FROM: 'FilmCollab <no-reply@filmcollab.local>',
    ...openTelemetryEnv(service, ctx.runnerEnv),
  };
  if (service === 'identity') {
    env.PUBLIC_URL = origin;
    env.WEB_ORIGINS = [origin, `http://127.0.0.1:${ports.gateway}`].join(',');
    env.ACCOUNT_ADAPTER = 'local';
  }
  if (service === 'workspace') env.PUBLIC_URL = origin; // calendar feed links
  if (service === 'community') env.PUBLIC_URL = origin; // file links, the invite's sign-up link
  if (service === 'contest') env.PUBLIC_URL = origin; // film and caption links
  if (service === 'notifications') {
    env.PUBLIC_URL = origin;
    env.WEB_ORIGINS = [origin, `http://127.0.0.1:${ports.gateway}`].join(',');
  }
  return env;
}

export function buildGatewayEnv(ctx: EnvContext): Record<string, string> {
  return {
    NODE_ENV: 'development',
    PORT: String(ctx.ports.gateway),
    GATEWAY_UPSTREAM_HOST: '127.0.0.1',
    // The frontends' Content-Security-Policy lets the browser reach storage (photos, uploads).
    S3_PUBLIC_URL: `${gatewayOrigin(ctx.ports)}/storage`,
    // /storage verifies the upload policies the services sign with these.
    S3_ACCESS_KEY: S3_CREDENTIALS.accessKey,
    S3_SECRET_KEY: S3_CREDENTIALS.secretKey,
    S3_REGION: S3_CREDENTIALS.region,
    LOG_LEVEL: ctx.logLevel,
  };
}

/** The health endpoint the stack waits on before it calls a service up. */
export function serviceReadyUrl(service: ServiceName, ports: StackPorts): string {
  return `http://127.0.0.1:${ports.services[service]}/api/${service}/health/ready`;
}
