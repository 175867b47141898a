import { exists, readText, readYaml, registeredServices } from './repo-files';

interface ComposeService {
  image?: string;
  command?: string[];
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  read_only?: boolean;
  cap_drop?: string[];
}

const compose = readYaml<{ services: Record<string, ComposeService> }>('docker-compose.yml');
const services = registeredServices();

describe('docker-compose.yml', () => {
  it.each(services)('runs $name on port $port from the shared service image', ({ name, port }) => {
    const service = compose.services[name];
    expect(service).toBeDefined();
    expect(service.build).toMatchObject({
      dockerfile: 'infra/docker/service.Dockerfile',
      args: { SERVICE: name },
    });
    expect(service.environment).toMatchObject({
      PORT: String(port),
      MONGO_URL: expect.stringContaining('replicaSet=rs0'),
      NATS_URL: 'nats://nats:4222',
      OIDC_ISSUER: expect.stringMatching(/\/realms\/filmcollab$/),
      OIDC_JWKS_URI: 'http://keycloak:8080/realms/filmcollab/protocol/openid-connect/certs',
      OIDC_AUDIENCE: 'filmcollab-api',
      // The kit's loopback default would leave the service unreachable for Kong.
      HOST: '0.0.0.0',
    });
    expect(service.healthcheck?.test.join(' ')).toContain(
      `http://127.0.0.1:${port}/api/${name}/health/ready`,
    );
    expect(service.depends_on).toMatchObject({
      mongo: { condition: 'service_healthy' },
      nats: { condition: 'service_healthy' },
    });
    expect(service.read_only).toBe(true);
    expect(service.cap_drop).toEqual(['ALL']);
    expect(service.ports).toBeUndefined();
  });

  it('uses Keycloak accounts in identity', () => {
    expect(compose.services.identity.environment).toMatchObject({
      ACCOUNT_ADAPTER: 'keycloak',
      KEYCLOAK_URL: 'http://keycloak:8080',
    });
  });

  it('runs Keycloak in production mode with the realm export imported', () => {
    const keycloak = compose.services.keycloak;
    expect(keycloak.command).toEqual(['start', '--import-realm']);
    expect(keycloak.environment).toMatchObject({ KC_DB: 'postgres', KC_HEALTH_ENABLED: 'true' });
    const realm = keycloak.volumes?.find((volume) => volume.includes('/opt/keycloak/data/import/'));
    expect(realm?.split(':')[0]).toBe('./infra/keycloak/filmcollab-realm.json');
    expect(exists('infra', 'keycloak', 'filmcollab-realm.json')).toBe(true);
  });

  it('gives Keycloak every placeholder of the realm export and identity its admin client', () => {
    const realm = readText('infra', 'keycloak', 'filmcollab-realm.json');
    const placeholders = [...realm.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?::[^}]*)?\}/g)].map(
      (match) => match[1],
    );
    expect(placeholders.length).toBeGreaterThan(0);
    for (const name of placeholders)
      expect(Object.keys(compose.services.keycloak.environment ?? {})).toContain(name);
    const clientId = compose.services.identity.environment?.KEYCLOAK_ADMIN_CLIENT_ID;
    const clients = (
      JSON.parse(realm) as {
        clients: Array<{ clientId: string; serviceAccountsEnabled?: boolean }>;
      }
    ).clients;
    expect(clients.find((client) => client.clientId === clientId)?.serviceAccountsEnabled).toBe(
      true,
    );
  });

  it('runs Kong DB-less from gateway/kong.yml once every service is healthy', () => {
    const kong = compose.services.kong;
    expect(kong.environment).toMatchObject({
      KONG_DATABASE: 'off',
      KONG_DECLARATIVE_CONFIG: '/kong/kong.yml',
    });
    expect(kong.volumes).toContain('./gateway/kong.yml:/kong/kong.yml:ro');
    for (const { name } of services)
      expect(kong.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    expect(kong.depends_on?.frontends).toEqual({ condition: 'service_healthy' });
    expect(kong.ports).toEqual(['8000:8000']);
  });

  it('initiates MongoDB as a replica set and NATS with JetStream', () => {
    expect(compose.services.mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(compose.services.mongo.healthcheck?.test.join(' ')).toContain('rs.initiate');
    expect(compose.services.nats.command).toEqual(expect.arrayContaining(['-js', '-sd']));
  });

  it('creates the buckets in a one-shot init before the services start', () => {
    const init = compose.services['minio-init'];
    const script = JSON.stringify(init);
    for (const bucket of [
      'profile-images',
      'contest-films',
      'project-files',
      'post-images',
      'community-files',
    ]) {
      expect(script).toContain(bucket);
    }
    expect(compose.services.identity.depends_on?.['minio-init']).toEqual({
      condition: 'service_completed_successfully',
    });
  });

  it('has a healthcheck on every long-running container and only known dependencies', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name !== 'minio-init')
        expect({ name, healthcheck: Boolean(service.healthcheck) }).toEqual({
          name,
          healthcheck: true,
        });
      for (const dependency of Object.keys(service.depends_on ?? {})) {
        expect(Object.keys(compose.services)).toContain(dependency);
      }
    }
  });

  it('builds from Dockerfiles that exist', () => {
    for (const service of Object.values(compose.services)) {
      if (service.build) expect(exists(service.build.dockerfile)).toBe(true);
    }
  });
});
