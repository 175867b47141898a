import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { natsServerOptions } from '../../nats/nats-server-options';
import { startNatsServer } from '../start-nats-server';
import { startTestInfrastructure, type TestInfrastructure } from './claim-test-infrastructure';

describe('one database and nats-server per run, shared by suites', () => {
  let first: TestInfrastructure;
  let second: TestInfrastructure;
  const connections: NatsConnection[] = [];

  beforeAll(async () => {
    [first, second] = await Promise.all([startTestInfrastructure(), startTestInfrastructure()]);
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await Promise.all([first?.stop(), second?.stop()]);
  });

  const connectTo = async (infrastructure: TestInfrastructure) => {
    const connection = await connect(natsServerOptions(infrastructure.natsUrl));
    connections.push(connection);
    return connection;
  };

  it('gives each suite its own database on the same server', () => {
    expect(first.mongoUrl).toBe(second.mongoUrl);
    expect(first.mongoDb).not.toBe(second.mongoDb);
  });

  it('keeps one suite’s NATS messages away from another’s, queue groups included', async () => {
    const [a, b] = await Promise.all([connectTo(first), connectTo(second)]);
    const seenByB: string[] = [];
    b.subscribe('profiles.username.available', {
      queue: 'profiles',
      callback: (_error, message) => {
        seenByB.push(message.string());
      },
    });
    a.subscribe('profiles.username.available', {
      queue: 'profiles',
      callback: (_error, message) => {
        message.respond(`a:${message.string()}`);
      },
    });
    await Promise.all([a.flush(), b.flush()]);
    for (let i = 0; i < 5; i++) {
      expect((await a.request('profiles.username.available', `${i}`)).string()).toBe(`a:${i}`);
    }
    await b.flush();
    expect(seenByB).toEqual([]);
  });

  it('keeps streams apart and empties an account for its next suite', async () => {
    const a = await connectTo(first);
    await (await jetstreamManager(a)).streams.add({ name: 'PROFILES', subjects: ['profiles.a.b'] });
    const b = await connectTo(second);
    expect(await names(b)).toEqual([]);

    await first.stop();
    first = await startTestInfrastructure();
    expect(await names(await connectTo(first))).toEqual([]);
  });
});

describe('a nats-server of a test’s own', () => {
  it('restarts on the same port with its JetStream store', async () => {
    const server = await startNatsServer();
    try {
      const before = await connect({ servers: server.url });
      await (await jetstreamManager(before)).streams.add({ name: 'KEPT', subjects: ['kept.a.b'] });
      await before.close();
      await server.restart();
      const after = await connect({ servers: server.url });
      expect(await names(after)).toEqual(['KEPT']);
      await after.close();
    } finally {
      await server.stop();
    }
  });
});

async function names(connection: NatsConnection): Promise<string[]> {
  const found: string[] = [];
  for await (const name of (await jetstreamManager(connection)).streams.names()) found.push(name);
  return found;
}
