import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import * as contracts from '@filmcollab/contracts';
import { type ServiceName, streamOf } from '@filmcollab/contracts';
import {
  type NatsPermissions,
  natsUse,
  requiredPermissions,
  subjectMatches,
} from './nats-permissions';
import { readText, readYaml, registeredServices, repoPath } from './repo-files';

const compose = readYaml<{
  services: Record<
    string,
    { environment?: Record<string, string>; command?: string[]; volumes?: string[] }
  >;
}>('docker-compose.yml');
const services = registeredServices().map((service) => service.name as ServiceName);

/** Each user's permissions as infra/nats/nats-server.conf writes them. */
function configuredPermissions(): Map<string, NatsPermissions & { allowResponses: boolean }> {
  const conf = readText('infra', 'nats', 'nats-server.conf');
  const list = (block: string, kind: string) =>
    [
      ...(new RegExp(`${kind}: \\{ allow: \\[([^\\]]*)\\]`).exec(block)?.[1] ?? '').matchAll(
        /"([^"]+)"/g,
      ),
    ].map((match) => match[1]);
  return new Map(
    conf
      .split(/\n\s*\{\s*\n\s*user: /)
      .slice(1)
      .map((block) => [
        block.split(',')[0].trim(),
        {
          publish: list(block, 'publish'),
          subscribe: list(block, 'subscribe'),
          allowResponses: /allow_responses: true/.test(block),
        },
      ]),
  );
}

const events = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is contracts.EventDefinition =>
    typeof value === 'object' && value !== null && (value as { kind?: string }).kind === 'event',
);

describe('NATS: one user per service, no anonymous clients (compose)', () => {
  it('runs nats-server with infra/nats/nats-server.conf and gives each service its own user', () => {
    expect(compose.services.nats.command).toEqual(['-c', '/etc/nats/nats-server.conf']);
    expect(compose.services.nats.volumes).toContain(
      './infra/nats/nats-server.conf:/etc/nats/nats-server.conf:ro',
    );
    for (const name of services) {
      const secret = `NATS_SECRET_${name.toUpperCase()}`;
      expect(compose.services[name].environment?.NATS_URL).toBe(
        `nats://${name}:\${${secret}:?set ${secret}}@nats:4222`,
      );
      expect(compose.services.nats.environment?.[secret]).toBe(`\${${secret}:?set ${secret}}`);
    }
  });

  describe("each user's permissions (infra/nats/nats-server.conf)", () => {
    const configured = configuredPermissions();

    it('has a user for every service and no other', () => {
      expect([...configured.keys()].sort()).toEqual([...services].sort());
    });

    it.each(services)(
      'lets %s do exactly what its code does (derived from the services and contracts)',
      (service) => {
        const required = requiredPermissions(service);
        const actual = configured.get(service);
        expect({ service, publish: [...(actual?.publish ?? [])].sort() }).toEqual({
          service,
          publish: [...required.publish].sort(),
        });
        expect({ service, subscribe: [...(actual?.subscribe ?? [])].sort() }).toEqual({
          service,
          subscribe: [...required.subscribe].sort(),
        });
        // Answers the requests it receives (queries, notifications' in-room asks), nothing else.
        const responds = natsUse(service).answers.size > 0 || service === 'notifications';
        expect({ service, allowResponses: actual?.allowResponses }).toEqual({
          service,
          allowResponses: responds,
        });
      },
    );

    it.each(services)('lets %s publish no event of another domain', (service) => {
      const publish = configured.get(service)?.publish ?? [];
      const foreign = events
        .filter((event) => event.domain !== service)
        .filter((event) => publish.some((pattern) => subjectMatches(pattern, event.subject)))
        .map((event) => event.subject);
      expect({ service, foreign }).toEqual({ service, foreign: [] });
    });

    it('matches subjects as NATS does', () => {
      expect(subjectMatches('profiles.>', 'profiles.profile.changed')).toBe(true);
      expect(subjectMatches('profiles.>', 'profiles')).toBe(false);
      expect(subjectMatches('$JS.ACK.IDENTITY.>', '$JS.ACK.PROFILES.x.1')).toBe(false);
      expect(subjectMatches('realtime.*.users', 'realtime.deliver.users')).toBe(true);
    });
  });

  describe('the configuration, on a real nats-server', () => {
    let dir: string;
    let server: ChildProcess;
    const port = 14_000 + Math.floor(Math.random() * 1000);

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-nats-'));
      const conf = readFileSync(repoPath('infra', 'nats', 'nats-server.conf'), 'utf8')
        .replace('store_dir: /data', `store_dir: ${JSON.stringify(path.join(dir, 'data'))}`)
        .replace('port: 4222', `port: ${port}`)
        .replace('http_port: 8222', 'http_port: -1');
      writeFileSync(path.join(dir, 'nats.conf'), conf);
      const env = Object.fromEntries(
        services.map((name) => [`NATS_SECRET_${name.toUpperCase()}`, `pw-${name}`]),
      );
      const binary =
        ['/usr/sbin/nats-server', 'nats-server'].find((candidate) => candidate) ?? 'nats-server';
      server = spawn(binary, ['-c', path.join(dir, 'nats.conf')], {
        env: { ...process.env, ...env },
        stdio: 'ignore',
      });
      for (let attempt = 0; attempt < 50; attempt += 1) {
        try {
          await (
            await connect({ servers: `127.0.0.1:${port}`, user: 'profiles', pass: 'pw-profiles' })
          ).close();
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }, 15_000);

    afterAll(async () => {
      // JetStream writes until the process is gone: only then is its directory removable.
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    });

    it('lets every service in with its own password', async () => {
      for (const name of services) {
        const connection = await connect({
          servers: `127.0.0.1:${port}`,
          user: name,
          pass: `pw-${name}`,
        });
        await connection.close();
      }
    });

    const as = (user: string) =>
      connect({ servers: `127.0.0.1:${port}`, user, pass: `pw-${user}`, reconnect: false });
    const refused = /permissions violation/i;

    it("lets an owner declare its stream and publish its events, and no other domain's", async () => {
      const identity = await as('identity');
      const profiles = await as('profiles');
      try {
        await declareStream(identity, 'identity');
        await declareStream(profiles, 'profiles');
        const js = jetstream(identity, { timeout: 2000 });
        expect((await js.publish('identity.user.registered', '{}')).stream).toBe('IDENTITY');
        await expect(js.publish('profiles.profile.changed', '{}')).rejects.toThrow(refused);
        await expect(
          jetstream(profiles, { timeout: 2000 }).publish('identity.session.ended', '{}'),
        ).rejects.toThrow(refused);
        // Dead letters: its own only.
        const jsm = await jetstreamManager(profiles);
        await jsm.streams.add({ name: 'DEADLETTER', subjects: ['deadletter.>'] });
        await jetstream(profiles, { timeout: 2000 }).publish('deadletter.profiles.x.y', '{}');
        await expect(
          jetstream(profiles, { timeout: 2000 }).publish('deadletter.identity.x.y', '{}'),
        ).rejects.toThrow(refused);
      } finally {
        await Promise.all([identity.close(), profiles.close()]);
      }
    });

    it("lets a service bind the kit's consumers (durable and ordered) to what it consumes only", async () => {
      const identity = await as('identity');
      const profiles = await as('profiles');
      const contest = await as('contest');
      try {
        await declareStream(identity, 'identity');
        await declareStream(profiles, 'profiles');
        await jetstream(identity).publish('identity.user.registered', '{}');
        // profiles consumes identity.user.registered, as EventConsumers binds it.
        const jsm = await jetstreamManager(profiles);
        await jsm.consumers.add('IDENTITY', {
          durable_name: 'profiles-identity-user-registered',
          filter_subject: 'identity.user.registered',
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
        });
        const durable = await jetstream(profiles).consumers.get(
          'IDENTITY',
          'profiles-identity-user-registered',
        );
        const message = await durable.next({ expires: 2000 });
        expect(message?.subject).toBe('identity.user.registered');
        expect(await message?.ackAck()).toBe(true);
        // Every service follows identity.session.ended with an ordered consumer of its own.
        await jetstream(identity).publish('identity.session.ended', '{}');
        const ordered = await jetstream(contest).consumers.get('IDENTITY', {
          filter_subjects: 'identity.session.ended',
          deliver_policy: DeliverPolicy.All,
        });
        expect((await ordered.next({ expires: 2000 }))?.subject).toBe('identity.session.ended');
        // contest reads nothing of profiles' stream beyond its people cards, and no MESSAGING.
        await expect(
          (await jetstreamManager(identity)).consumers.add('PROFILES', {
            durable_name: 'identity-profiles',
            ack_policy: AckPolicy.Explicit,
          }),
        ).rejects.toThrow(refused);
      } finally {
        await Promise.all([identity.close(), profiles.close(), contest.close()]);
      }
    });

    it('lets a service ask the queries it asks, answered by their owner', async () => {
      const identity = await as('identity');
      const profiles = await as('profiles');
      const contest = await as('contest');
      try {
        profiles.subscribe('profiles.username.available', {
          queue: 'profiles',
          callback: (_error, message) => {
            message.respond('{"available":true}');
          },
        });
        await profiles.flush();
        const answer = await identity.request('profiles.username.available', '{}', {
          timeout: 2000,
        });
        expect(answer.string()).toBe('{"available":true}');
        await expect(
          contest.request('profiles.username.reserve', '{}', { timeout: 1000 }),
        ).rejects.toThrow(refused);
      } finally {
        await Promise.all([identity.close(), profiles.close(), contest.close()]);
      }
    });

    it('lets the pushing services reach the realtime socket, and no one else', async () => {
      const notifications = await as('notifications');
      const community = await as('community');
      const contest = await as('contest');
      try {
        const received = new Promise<string>((resolve) =>
          notifications.subscribe('realtime.deliver.users', {
            callback: (_error, message) => resolve(message.string()),
          }),
        );
        await notifications.flush();
        community.publish('realtime.deliver.users', '{"users":[]}');
        expect(await received).toBe('{"users":[]}');
        const error = firstPermissionError(contest);
        contest.publish('realtime.deliver.users', '{}');
        await contest.flush();
        expect(await error).toMatch(/realtime\.deliver\.users/);
      } finally {
        await Promise.all([notifications.close(), community.close(), contest.close()]);
      }
    });

    it("lets notifications' replicas ask each other who is in a room", async () => {
      const asking = await as('notifications');
      const holding = await as('notifications');
      try {
        const subject = 'notifications.realtime.in_room.Ym8.Y29udmVyc2F0aW9uOmMx';
        holding.subscribe(subject, {
          callback: (_error, message) => {
            message.respond('1');
          },
        });
        await holding.flush();
        expect((await asking.request(subject, '', { timeout: 2000 })).string()).toBe('1');
        await expect(
          asking.request('notifications.realtime.in_room.Ym8.bm9ib2R5', '', { timeout: 2000 }),
        ).rejects.toThrow(/no responders/i);
      } finally {
        await Promise.all([asking.close(), holding.close()]);
      }
    });

    it('refuses anonymous clients and wrong passwords', async () => {
      await expect(connect({ servers: `127.0.0.1:${port}`, reconnect: false })).rejects.toThrow(
        /authoriz/i,
      );
      await expect(
        connect({
          servers: `127.0.0.1:${port}`,
          user: 'profiles',
          pass: 'pw-contest',
          reconnect: false,
        }),
      ).rejects.toThrow(/authoriz/i);
    });
  });
});

/** Declares the domain's stream with exactly its events' subjects, as the kit's EventStreams does. */
async function declareStream(connection: NatsConnection, domain: ServiceName): Promise<void> {
  const subjects = events.filter((event) => event.domain === domain).map((event) => event.subject);
  const jsm = await jetstreamManager(connection);
  try {
    await jsm.streams.info(streamOf(domain));
  } catch {
    await jsm.streams.add({ name: streamOf(domain), subjects });
  }
}

/** The next error the server reports on this connection (a plain publish has no answer). */
async function firstPermissionError(connection: NatsConnection): Promise<string> {
  for await (const status of connection.status()) {
    const event = status as { type: string; error?: unknown; data?: unknown };
    if (event.type === 'error') return String(event.error ?? event.data);
  }
  return '';
}
