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
  entrypoint?: string[];
  logging?: { driver: string; options?: Record<string, string> };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
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
      // Its own MongoDB user (mongo-auth.spec.ts).
      MONGO_URL: expect.stringContaining('replicaSet=rs0'),
      // Its own NATS user (infra/nats/nats-server.conf).
      NATS_URL: `nats://${name}:\${NATS_SECRET_${name.toUpperCase()}:?set NATS_SECRET_${name.toUpperCase()}}@nats:4222`,
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
      // Its database user exists (mongo-init runs once mongo is healthy).
      'mongo-init': { condition: 'service_completed_successfully' },
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

  it('runs Kong DB-less from gateway/kong.yml without waiting for any service', () => {
    const kong = compose.services.kong;
    expect(kong.environment).toMatchObject({
      KONG_DATABASE: 'off',
      KONG_DECLARATIVE_CONFIG: '/tmp/kong.yml',
      KONG_HEADERS: 'off',
      KONG_REAL_IP_HEADER: 'X-Forwarded-For',
      KONG_TRUSTED_IPS: expect.stringContaining('172.16.0.0/12'),
      PUBLIC_URL: expect.stringContaining('${PUBLIC_URL'),
    });
    expect(kong.volumes).toContain('./gateway/kong.yml:/kong/kong.yml:ro');
    // One failing domain must not keep the whole site down.
    expect(kong.depends_on).toBeUndefined();
    expect(kong.ports).toEqual(['${BIND_ADDRESS:-127.0.0.1}:8000:8000']);
  });

  it("replaces kong.yml's localhost CORS origins with PUBLIC_URL at start", () => {
    const script = (compose.services.kong.entrypoint ?? []).join('\n');
    const sed = /sed "s\|(.+?)\|(.+?)\|"/.exec(script);
    expect(sed).not.toBeNull();
    const pattern = new RegExp((sed?.[1] ?? '').replace('[^]]', '[^\\]]').replace('\\[', '\\['));
    const kongYml = readText('gateway', 'kong.yml');
    const line = kongYml.split('\n').find((candidate) => pattern.test(candidate));
    expect(line).toContain('http://localhost:8000');
    const replaced = line?.replace(
      pattern,
      (sed?.[2] ?? '').replace('$$PUBLIC_URL', 'https://films.example.org'),
    );
    expect(replaced?.trim()).toBe('origins: [https://films.example.org] # filmcollab:web-origins');
    expect(script).toContain('exec /docker-entrypoint.sh kong docker-start');
  });

  it('publishes nothing on all interfaces and keeps MinIO unpublished', () => {
    for (const [name, service] of Object.entries(compose.services))
      for (const port of service.ports ?? [])
        expect({ name, port }).toEqual({
          name,
          port: expect.stringMatching(/^\$\{BIND_ADDRESS:-127\.0\.0\.1\}:/),
        });
    expect(compose.services.minio.ports).toBeUndefined();
  });

  it('rotates every container log and limits the services and Kong', () => {
    for (const [name, service] of Object.entries(compose.services))
      expect({ name, logging: service.logging?.options }).toEqual({
        name,
        logging: { 'max-size': '10m', 'max-file': '5' },
      });
    for (const name of [...services.map((s) => s.name), 'kong'])
      expect(compose.services[name].deploy?.resources?.limits?.memory).toBeDefined();
  });

  it('keeps the mail queue on a volume', () => {
    expect(compose.services.smtp.volumes).toContain('smtp-queue:/var/spool/postfix');
  });

  it('initiates MongoDB as a replica set and NATS with JetStream', () => {
    expect(compose.services.mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(compose.services.mongo.healthcheck?.test.join(' ')).toContain('rs.initiate');
    expect(compose.services.nats.command).toEqual(['-c', '/etc/nats/nats-server.conf']);
    expect(readText('infra', 'nats', 'nats-server.conf')).toMatch(
      /jetstream \{\n\s+store_dir: \/data\n\}/,
    );
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
      // The one-shot init containers exit once done.
      if (!['minio-init', 'mongo-init'].includes(name))
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
