import { SERVICE_NAMES, stackPortsSchema } from './config';
import { buildGatewayEnv, buildServiceEnv, serviceReadyUrl } from './service-env';

const ports = stackPortsSchema.parse({});

describe('buildServiceEnv', () => {
  it('gives each service its own port from docs/architecture.md', () => {
    const portsByService = SERVICE_NAMES.map(
      (name) => buildServiceEnv(name, { ports, logLevel: 'info' }).PORT,
    );
    expect(portsByService).toEqual([
      '3001',
      '3002',
      '3003',
      '3004',
      '3005',
      '3006',
      '3007',
      '3008',
      '3009',
    ]);
  });

  it('points every service at the shared infrastructure and the gateway issuer', () => {
    const env = buildServiceEnv('projects', { ports, logLevel: 'debug' });
    expect(env).toMatchObject({
      MONGO_URL: 'mongodb://127.0.0.1:27017',
      NATS_URL: 'nats://127.0.0.1:4222',
      OIDC_ISSUER: 'http://localhost:8000/realms/filmcollab',
      OIDC_JWKS_URI: 'http://127.0.0.1:3001/realms/filmcollab/protocol/openid-connect/certs',
      OIDC_AUDIENCE: 'filmcollab-api',
      LOG_LEVEL: 'debug',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY: 'S3RVER',
      SMTP_PORT: '1025',
    });
  });

  it('configures the embedded IdP only on identity', () => {
    const identity = buildServiceEnv('identity', { ports, logLevel: 'info' });
    expect(identity).toMatchObject({
      PUBLIC_URL: 'http://localhost:8000',
      ACCOUNT_ADAPTER: 'local',
    });
    expect(identity.WEB_ORIGINS.split(',')).toContain('http://localhost:8000');
    expect(buildServiceEnv('contest', { ports, logLevel: 'info' })).not.toHaveProperty(
      'ACCOUNT_ADAPTER',
    );
  });

  it('follows custom ports', () => {
    const custom = stackPortsSchema.parse({
      gateway: 18000,
      mongo: 37017,
      services: { identity: 13001 },
    });
    const env = buildServiceEnv('identity', { ports: custom, logLevel: 'info' });
    expect(env.PORT).toBe('13001');
    expect(env.MONGO_URL).toBe('mongodb://127.0.0.1:37017');
    expect(env.OIDC_ISSUER).toBe('http://localhost:18000/realms/filmcollab');
    expect(env.OIDC_JWKS_URI).toContain('127.0.0.1:13001');
    expect(custom.services.profiles).toBe(3002);
  });
});

describe('gateway and health URLs', () => {
  it('maps upstreams to loopback on the gateway port', () => {
    expect(buildGatewayEnv({ ports, logLevel: 'info' })).toMatchObject({
      PORT: '8000',
      GATEWAY_UPSTREAM_HOST: '127.0.0.1',
      // The same storage origin the services give browsers, or photos break under the CSP.
      S3_PUBLIC_URL: buildServiceEnv('profiles', { ports, logLevel: 'info' }).S3_PUBLIC_URL,
      S3_SECRET_KEY: buildServiceEnv('profiles', { ports, logLevel: 'info' }).S3_SECRET_KEY,
    });
  });

  it("sends browsers to storage through the gateway's checking /storage route, never to s3rver", () => {
    expect(buildServiceEnv('profiles', { ports, logLevel: 'info' }).S3_PUBLIC_URL).toBe(
      'http://localhost:8000/storage',
    );
  });

  it('waits on the service readiness endpoint under its prefix', () => {
    expect(serviceReadyUrl('messaging', ports)).toBe(
      'http://127.0.0.1:3007/api/messaging/health/ready',
    );
  });
});

describe('OpenTelemetry variables', () => {
  const runnerEnv = {
    PATH: '/usr/bin',
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318',
    OTEL_SERVICE_NAME: 'everything',
  };

  it('passes the runner’s OTEL_* to every service, each under its own service name', () => {
    const env = buildServiceEnv('discovery', { ports, logLevel: 'info', runnerEnv });
    expect(env).toMatchObject({
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318',
      OTEL_SERVICE_NAME: 'discovery',
    });
    expect(env.PATH).toBeUndefined();
  });

  it('adds none when the runner has none, so tracing stays off', () => {
    const env = buildServiceEnv('discovery', {
      ports,
      logLevel: 'info',
      runnerEnv: { PATH: '/usr/bin' },
    });
    expect(Object.keys(env).filter((name) => name.startsWith('OTEL_'))).toEqual([]);
  });
});
