import { runInNewContext } from 'node:vm';
import { type K8sObject, renderChart } from './rendered-chart';
import { readText, readYaml, registeredServices } from './repo-files';

/** Issue 15 item 9: MongoDB with access control and one user per service, on its own database. */
interface ComposeService {
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

const compose = readYaml<{ services: Record<string, ComposeService> }>('docker-compose.yml');
const services = registeredServices().map((service) => service.name);
const secretOf = (service: string) => `MONGO_SECRET_${service.toUpperCase()}`;

interface UserCall {
  op: 'createUser' | 'updateUser';
  db: string;
  user: string;
  pwd: string;
  roles: Array<{ role: string; db: string }>;
}

/** infra/mongo/mongo-init.js run as mongosh would, against a recording stand-in for `db`. */
function runInitScript(env: Record<string, string>, existingUsers: string[] = []): UserCall[] {
  const calls: UserCall[] = [];
  const db = {
    getSiblingDB: (name: string) => ({
      getUser: (user: string) => (existingUsers.includes(`${name}.${user}`) ? { user } : null),
      createUser: (spec: { user: string; pwd: string; roles: UserCall['roles'] }) =>
        calls.push({ op: 'createUser', db: name, ...spec }),
      updateUser: (user: string, spec: { pwd: string; roles: UserCall['roles'] }) =>
        calls.push({ op: 'updateUser', db: name, user, ...spec }),
    }),
  };
  runInNewContext(readText('infra', 'mongo', 'mongo-init.js'), {
    db,
    print: () => undefined,
    process: { env },
  });
  return calls;
}

const passwords = Object.fromEntries(
  services.map((service, index) => [secretOf(service), `${index}`.padStart(2, '0').repeat(12)]),
);

describe('MongoDB users (infra/mongo/mongo-init.js)', () => {
  it('gives each service one user with readWrite on its own database and nothing else', () => {
    const calls = runInitScript({ SERVICES: services.join(' '), ...passwords });
    expect(calls).toEqual(
      services.map((service) => ({
        op: 'createUser',
        db: service,
        user: service,
        pwd: passwords[secretOf(service)],
        roles: [{ role: 'readWrite', db: service }],
      })),
    );
  });

  it('resets the password and roles of an existing user (secret rotation)', () => {
    const calls = runInitScript({ SERVICES: 'profiles', ...passwords }, ['profiles.profiles']);
    expect(calls).toEqual([
      {
        op: 'updateUser',
        db: 'profiles',
        user: 'profiles',
        pwd: passwords.MONGO_SECRET_PROFILES,
        roles: [{ role: 'readWrite', db: 'profiles' }],
      },
    ]);
  });

  it('refuses a missing or non-hex password and an empty service list', () => {
    expect(() => runInitScript({ SERVICES: 'profiles' })).toThrow(/MONGO_SECRET_PROFILES/);
    expect(() =>
      runInitScript({ SERVICES: 'profiles', MONGO_SECRET_PROFILES: 'p@ss/word#1234567' }),
    ).toThrow(/hex/);
    expect(() => runInitScript({ ...passwords })).toThrow(/SERVICES/);
  });
});

describe('MongoDB with access control (compose)', () => {
  it('runs mongod with a root user and the replica set key (auth on)', () => {
    const mongo = compose.services.mongo;
    expect(mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0', '--keyFile']));
    expect(mongo.environment).toMatchObject({
      MONGO_INITDB_ROOT_USERNAME: 'root',
      MONGO_INITDB_ROOT_PASSWORD: expect.stringContaining('${MONGO_ROOT_PASSWORD:?'),
      MONGO_REPLICA_SET_KEY: expect.stringContaining('${MONGO_REPLICA_SET_KEY:?'),
    });
  });

  it('creates the users at every start with the script, for every service, before any starts', () => {
    const init = compose.services['mongo-init'];
    expect(init.volumes).toContain('./infra/mongo/mongo-init.js:/mongo-init.js:ro');
    expect(init.entrypoint?.join(' ')).toContain('--file /mongo-init.js');
    expect(init.environment?.SERVICES.split(' ').sort()).toEqual([...services].sort());
    for (const service of services) {
      expect(init.environment?.[secretOf(service)]).toBe(
        `\${${secretOf(service)}:?set ${secretOf(service)}}`,
      );
      expect(compose.services[service].depends_on?.['mongo-init']).toEqual({
        condition: 'service_completed_successfully',
      });
    }
  });

  it.each(services)(
    'gives $name a MONGO_URL naming its own user, password and database',
    (name) => {
      const raw = compose.services[name].environment?.MONGO_URL ?? '';
      const secret = `\${${secretOf(name)}:?set ${secretOf(name)}}`;
      expect(raw).toContain(`:${secret}@`);
      const url = new URL(raw.replace(secret, 'secret'));
      expect({
        user: url.username,
        database: url.pathname,
        authSource: url.searchParams.get('authSource'),
        replicaSet: url.searchParams.get('replicaSet'),
      }).toEqual({ user: name, database: `/${name}`, authSource: name, replicaSet: 'rs0' });
    },
  );

  it("gives no service another's database credentials or the root password", () => {
    for (const name of Object.keys(compose.services).filter((key) => services.includes(key))) {
      const environment = JSON.stringify(compose.services[name].environment ?? {});
      const foreign = [...environment.matchAll(/MONGO_(SECRET_[A-Z]+|ROOT_PASSWORD)/g)]
        .map((match) => match[0])
        .filter((variable) => variable !== secretOf(name));
      expect({ name, foreign }).toEqual({ name, foreign: [] });
    }
  });
});

describe('MongoDB users (Helm)', () => {
  const objects = renderChart();
  type Deployment = K8sObject & {
    spec: {
      template: {
        spec: { containers: Array<{ envFrom?: Array<{ secretRef?: { name: string } }> }> };
      };
    };
  };

  it("gives each service its own Secret (MONGO_URL, NATS_URL) and none of another's", () => {
    const ownSecrets = (service: string) => [
      `filmcollab-${service}`,
      `filmcollab-${service}-storage`,
    ];
    for (const deployment of objects.filter((o) => o.kind === 'Deployment') as Deployment[]) {
      const service = deployment.metadata.name.replace(/^filmcollab-/, '');
      if (!services.includes(service)) continue;
      const refs = (deployment.spec.template.spec.containers[0].envFrom ?? []).flatMap((source) =>
        source.secretRef ? [source.secretRef.name] : [],
      );
      expect(refs).toContain(`filmcollab-${service}`);
      const foreign = refs.filter((ref) =>
        services.some((other) => other !== service && ownSecrets(other).includes(ref)),
      );
      expect({ service, foreign }).toEqual({ service, foreign: [] });
      expect(refs).not.toContain('filmcollab-database-admin');
    }
  });

  it('puts no shared database or NATS address into the services’ configuration', () => {
    for (const configMap of objects.filter((o) => o.kind === 'ConfigMap'))
      if (services.includes(configMap.metadata.name.replace(/^filmcollab-/, '')))
        for (const shared of ['MONGO_URL', 'NATS_URL'])
          expect(Object.keys(configMap.data ?? {})).not.toContain(shared);
    const values = readText('helm', 'filmcollab', 'values.yaml');
    expect(values).toMatch(
      /--from-literal=MONGO_URL='mongodb:\/\/profiles:…@[^']*\/profiles\?[^']*authSource=profiles'/,
    );
  });

  it('runs the same script as compose in a pre-install/upgrade hook, for the enabled services', () => {
    const script = objects.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name === 'filmcollab-database-init',
    );
    expect(script?.data?.['mongo-init.js']?.trim()).toBe(
      readText('infra', 'mongo', 'mongo-init.js').trim(),
    );
    const job = objects.find(
      (o) => o.kind === 'Job' && o.metadata.name === 'filmcollab-database-init',
    ) as unknown as {
      metadata: { annotations: Record<string, string> };
      spec: {
        template: { spec: { containers: Array<{ env: Array<{ name: string; value: string }> }> } };
      };
    };
    expect(job.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    const env = Object.fromEntries(
      job.spec.template.spec.containers[0].env.map((v) => [v.name, v.value]),
    );
    expect(env.SERVICES.split(' ').sort()).toEqual([...services].sort());
  });
});
