import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { repoPath } from './repo-files';

/**
 * The services' real code on infra/nats/nats-server.conf: identity, profiles and contest (built,
 * `dist/main.js`) boot against a nats-server with those users and permissions and an embedded
 * MongoDB, a sign-up crosses all three (a query, JetStream publishes, durable and ordered
 * consumers on three streams, acks), and the server logs no permission violation.
 */
const SERVICES = ['identity', 'profiles', 'contest'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const built = SERVICES.every((name) => existsSync(repoPath('services', name, 'dist', 'main.js')));

(built ? describe : describe.skip)('the services on the production NATS permissions', () => {
  const children: ChildProcess[] = [];
  const logs = new Map<string, string>();
  let dir: string;
  let mongoUrl: string;
  let identityUrl: string;

  function start(name: string, command: string, args: string[], env: Record<string, string> = {}) {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    logs.set(name, '');
    const append = (chunk: Buffer) => logs.set(name, (logs.get(name) ?? '') + chunk.toString());
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    children.push(child);
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-nats-services-'));
    const [natsPort, mongoPort, ...servicePorts] = await Promise.all(
      [0, 1, ...SERVICES].map(() => freePort()),
    );
    const secrets = Object.fromEntries(
      [
        'identity',
        'profiles',
        'community',
        'discovery',
        'projects',
        'workspace',
        'messaging',
        'notifications',
        'contest',
      ].map((name) => [`NATS_SECRET_${name.toUpperCase()}`, `pw${name}`]),
    );
    const conf = readFileSync(repoPath('infra', 'nats', 'nats-server.conf'), 'utf8')
      .replace('store_dir: /data', `store_dir: ${JSON.stringify(path.join(dir, 'data'))}`)
      .replace('port: 4222', `port: ${natsPort}`)
      .replace('http_port: 8222', 'http_port: -1');
    writeFileSync(path.join(dir, 'nats.conf'), conf);
    start('nats', 'nats-server', ['-c', path.join(dir, 'nats.conf')], secrets);
    start('mongo', process.execPath, [
      repoPath('infra', 'embedded-mongo', 'dist', 'cli.js'),
      '--port',
      String(mongoPort),
      '--memory',
    ]);
    mongoUrl = `mongodb://127.0.0.1:${mongoPort}`;
    SERVICES.forEach((name, index) => {
      const origin = 'http://localhost:8000';
      start(name, process.execPath, [repoPath('services', name, 'dist', 'main.js')], {
        NODE_ENV: 'development',
        PORT: String(servicePorts[index]),
        LOG_LEVEL: 'warn',
        MONGO_URL: mongoUrl,
        NATS_URL: `nats://${name}:pw${name}@127.0.0.1:${natsPort}`,
        OIDC_ISSUER: `${origin}/realms/filmcollab`,
        OIDC_JWKS_URI: `http://127.0.0.1:${servicePorts[0]}/realms/filmcollab/protocol/openid-connect/certs`,
        PUBLIC_URL: origin,
        WEB_ORIGINS: origin,
        ACCOUNT_ADAPTER: 'local',
        MODERATION_ADAPTER: 'disabled',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_PUBLIC_URL: `${origin}/storage`,
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        S3_REGION: 'us-east-1',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '9',
        MAIL_FROM: 'FilmCollab <no-reply@filmcollab.local>',
      });
    });
    identityUrl = `http://127.0.0.1:${servicePorts[0]}`;
    await Promise.all(
      SERVICES.map((name, index) =>
        waitFor(
          `${name} ready`,
          async () =>
            (await fetch(`http://127.0.0.1:${servicePorts[index]}/api/${name}/health/ready`)).ok,
          60_000,
        ),
      ),
    );
  }, 90_000);

  const stop = (processes: ChildProcess[]) =>
    Promise.all(
      processes.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill();
          }),
      ),
    );

  afterAll(async () => {
    // The services first: without NATS and the database their graceful shutdown waits on
    // reconnects (seconds each); nats-server and the database were started first.
    const [nats, mongo, ...services] = children;
    await stop(services);
    await stop([nats, mongo]);
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('carries a sign-up through identity, profiles and contest without a permission violation', async () => {
    const response = await fetch(`${identityUrl}/api/identity/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8000' },
      body: JSON.stringify({
        username: 'nats_perm',
        fullName: 'Nats Permissions',
        email: 'nats.perm@example.com',
        password: 'Str0ng-Passw0rd!',
        acceptTerms: true,
      }),
    });
    expect(response.status).toBe(201);
    const client = await MongoClient.connect(mongoUrl, { directConnection: true });
    try {
      // profiles answered identity's username query and consumed identity.user.registered;
      // contest's people directory consumed it and profiles.profile.changed.
      await waitFor(
        'the profile and contest’s person card',
        async () =>
          (await client.db('profiles').collection('profiles').countDocuments()) > 0 &&
          (await client.db('contest').collection('people').countDocuments()) > 0,
        30_000,
      );
    } finally {
      await client.close();
    }
    expect(
      logs
        .get('nats')
        ?.split('\n')
        .filter((line) => /violation/i.test(line)),
    ).toEqual([]);
  }, 60_000);
});
