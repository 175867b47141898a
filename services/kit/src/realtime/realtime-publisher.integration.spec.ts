import { connect, type NatsConnection } from '@nats-io/transport-node';
import { REALTIME_SUBJECTS } from '@filmcollab/contracts';
import { runWithCorrelationId, CORRELATION_HEADER } from '../correlation/correlation-id';
import { startNatsServer, type TestNatsServer } from '../testing/start-nats-server';
import { RealtimePublisher } from './realtime-publisher';

describe('RealtimePublisher', () => {
  let server: TestNatsServer;
  let connection: NatsConnection;
  let publisher: RealtimePublisher;

  beforeAll(async () => {
    server = await startNatsServer();
    connection = await connect({ servers: server.url });
    publisher = new RealtimePublisher(connection);
  });
  afterAll(async () => {
    await connection.close();
    await server.stop();
  });

  async function received(subject: string, count: number, send: () => void) {
    const subscription = connection.subscribe(subject, { max: count, timeout: 2000 });
    const messages: { body: unknown; correlationId?: string }[] = [];
    const done = (async () => {
      for await (const message of subscription) {
        messages.push({
          body: message.json(),
          correlationId: message.headers?.get(CORRELATION_HEADER),
        });
      }
    })();
    await connection.flush();
    send();
    await done;
    return messages;
  }

  it('sends each user once, in batches of at most 1,000, with the correlation id', async () => {
    const ids = Array.from({ length: 1500 }, (_, i) => `u${i}`);
    const messages = await received(REALTIME_SUBJECTS.users, 2, () =>
      runWithCorrelationId('corr-1', () =>
        publisher.toUsers([...ids, 'u0'], 'notification.created', { id: 'n1' }),
      ),
    );
    const batches = messages.map((m) => m.body as { userIds: string[]; type: string });
    expect(batches.map((b) => b.userIds.length)).toEqual([1000, 500]);
    expect(new Set(batches.flatMap((b) => b.userIds)).size).toBe(1500);
    expect(batches[0].type).toBe('notification.created');
    expect(messages[0].correlationId).toBe('corr-1');
  });

  it('sends room deliveries and evictions', async () => {
    const [room] = await received(REALTIME_SUBJECTS.room, 1, () =>
      publisher.toRoom(
        'conversation:c1',
        'message.created',
        { text: 'hi' },
        { exceptUserId: 'u1' },
      ),
    );
    expect(room.body).toEqual({
      room: 'conversation:c1',
      type: 'message.created',
      data: { text: 'hi' },
      exceptUserId: 'u1',
    });
    const [evict] = await received(REALTIME_SUBJECTS.evict, 1, () =>
      publisher.evict('project-chat:p1', ['u2']),
    );
    expect(evict.body).toEqual({ room: 'project-chat:p1', userIds: ['u2'] });
  });

  it('refuses reserved types and unknown rooms without publishing', () => {
    expect(() => publisher.toUsers(['u1'], 'realtime.ready', {})).toThrow();
    expect(() => publisher.toRoom('billing:1' as never, 'x.y', {})).toThrow();
  });
});
