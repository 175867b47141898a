import type { EventEnvelope } from '@filmcollab/contracts';
import type { BaseConfig } from '../config/service-config';
import type { JetStreamPublisher } from '../events/jetstream-publisher';
import type { ServiceMetrics } from '../metrics/service-metrics';
import { OutboxRelay } from './outbox-relay';
import type { OutboxEntry, OutboxRepository } from './outbox.repository';

function entryOf(id: string): OutboxEntry {
  return {
    id,
    subject: 'contest.scene.shot',
    envelope: JSON.stringify({ id, subject: 'contest.scene.shot', payload: {} }),
    createdAt: new Date(),
    traceContext: {},
  };
}

/** An outbox in memory, in the order the entries were stored. */
class StoredEntries {
  entries: OutboxEntry[];
  readonly removals: string[][] = [];

  reads = 0;

  constructor(ids: string[]) {
    this.entries = ids.map(entryOf);
  }

  /** Stores an entry as `Outbox.add` does; the caller hands it over after its commit. */
  store(id: string): OutboxEntry {
    const entry = entryOf(id);
    this.entries.push(entry);
    return entry;
  }

  oldest = (limit: number) => {
    this.reads += 1;
    return Promise.resolve(this.entries.slice(0, limit));
  };

  remove = (ids: readonly string[]) => {
    this.removals.push([...ids]);
    this.entries = this.entries.filter((entry) => !ids.includes(entry.id));
    return Promise.resolve();
  };
}

const counter = () => ({ inc: jest.fn(), observe: jest.fn() });
const metrics = {
  outboxPublished: counter(),
  outboxLagSeconds: counter(),
  outboxPublishFailures: counter(),
} as unknown as ServiceMetrics;

function relayOver(
  stored: StoredEntries,
  publish: (subject: string, envelope: EventEnvelope) => Promise<boolean>,
  pollMs = 10,
): OutboxRelay {
  return new OutboxRelay(
    { OUTBOX_POLL_MS: pollMs } as BaseConfig,
    stored as unknown as OutboxRepository,
    { publish } as unknown as JetStreamPublisher,
    metrics,
  );
}

/** A publish that records the envelope ids; JetStream answers that each was new. */
function recordingPublish(sent: string[]) {
  return (_subject: string, envelope: EventEnvelope): Promise<boolean> => {
    sent.push(envelope.id);
    return Promise.resolve(false);
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the outbox relay', () => {
  it('sends a batch in stored order and awaits its acknowledgements together', async () => {
    const stored = new StoredEntries(['a', 'b', 'c']);
    const sent: string[] = [];
    let acknowledge!: () => void;
    const acknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
    // No acknowledgement comes before all three are sent: one at a time would never finish.
    const relay = relayOver(stored, async (_subject, envelope) => {
      sent.push(envelope.id);
      if (sent.length === 3) acknowledge();
      await acknowledged;
      return false;
    });
    relay.onApplicationBootstrap();
    await until(() => stored.entries.length === 0);
    await relay.beforeApplicationShutdown();
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(stored.removals).toEqual([['a', 'b', 'c']]);
  });

  it('deletes only what came before a failed publish, and publishes the rest again in order', async () => {
    const stored = new StoredEntries(['a', 'b', 'c', 'd']);
    const sent: string[] = [];
    let failB = true;
    const relay = relayOver(stored, (_subject, envelope) => {
      sent.push(envelope.id);
      if (envelope.id === 'b' && failB) {
        failB = false;
        return Promise.reject(new Error('timeout'));
      }
      return Promise.resolve(false);
    });
    relay.onApplicationBootstrap();
    await until(() => stored.entries.length === 0);
    await relay.beforeApplicationShutdown();
    expect(sent).toEqual(['a', 'b', 'c', 'd', 'b', 'c', 'd']);
    expect(stored.removals).toEqual([['a'], ['b', 'c', 'd']]);
    expect(metrics.outboxPublishFailures.inc).toHaveBeenCalledTimes(1);
  });

  it('publishes what was handed over without reading the outbox, and deletes it together', async () => {
    const stored = new StoredEntries([]);
    const sent: string[] = [];
    const relay = relayOver(stored, recordingPublish(sent), 60_000);
    relay.onApplicationBootstrap();
    await until(() => stored.reads === 1); // the poll on start
    relay.enqueue(stored.store('x'));
    relay.enqueue(stored.store('y'));
    await until(() => stored.entries.length === 0);
    expect(stored.reads).toBe(1);
    await relay.beforeApplicationShutdown();
    expect(sent).toEqual(['x', 'y']);
    expect(stored.removals).toEqual([['x', 'y']]);
  });

  it('does not publish again what a poll read while it was also handed over', async () => {
    const stored = new StoredEntries([]);
    const sent: string[] = [];
    const relay = relayOver(stored, recordingPublish(sent), 60_000);
    // x commits while the poll on start reads the outbox, and is handed over after its commit.
    const read = stored.oldest;
    stored.oldest = (limit) => {
      if (stored.reads === 0) relay.enqueue(stored.store('x'));
      return read(limit);
    };
    relay.onApplicationBootstrap();
    await until(() => stored.reads === 1 && stored.entries.length === 0);
    relay.enqueue(stored.store('y'));
    await until(() => sent.includes('y'));
    await relay.beforeApplicationShutdown();
    expect(sent).toEqual(['x', 'y']);
  });

  it('leaves what was handed over to the poll after a failed publish, which keeps stored order', async () => {
    const stored = new StoredEntries(['old']);
    const sent: string[] = [];
    let failX = true;
    const relay = relayOver(
      stored,
      (_subject, envelope) => {
        sent.push(envelope.id);
        if (envelope.id === 'x' && failX) {
          failX = false;
          return Promise.reject(new Error('timeout'));
        }
        return Promise.resolve(false);
      },
      60_000,
    );
    relay.onApplicationBootstrap();
    await until(() => stored.entries.length === 0);
    const x = stored.store('x');
    const y = stored.store('y');
    relay.enqueue(x);
    relay.enqueue(y);
    await until(() => stored.entries.length === 0);
    await relay.beforeApplicationShutdown();
    // x failed, so y (sent with it) was not counted; the poll read both back, x first.
    expect(sent).toEqual(['old', 'x', 'y', 'x', 'y']);
    expect(stored.reads).toBe(2);
  });
});
