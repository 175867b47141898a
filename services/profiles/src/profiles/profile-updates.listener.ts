import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { type ConsumerMessages, DeliverPolicy, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventEnvelopeSchema, ProfileUpdatedEvent } from '@filmcollab/contracts';
import { EventStreams, InjectNatsConnection } from '@filmcollab/service-kit';
import { ProfileReadCache } from './profile-read-cache';

const RETRY_MAX_MS = 30_000;

/**
 * Keeps this instance's `ProfileReadCache` in step with every replica's writes. Each instance needs
 * every `profiles.profile.updated`, so this is an ephemeral ordered consumer of its own (a durable
 * one would share the events between replicas) that starts at the stream's end: the cache is empty
 * until it runs, so older changes do not matter. The cache is enabled only while it runs.
 */
@Injectable()
export class ProfileUpdatesListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ProfileUpdates');
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  private running?: Promise<void>;
  private readonly stopping = new AbortController();

  constructor(
    @InjectNatsConnection() private readonly connection: NatsConnection,
    private readonly streams: EventStreams,
    private readonly cache: ProfileReadCache,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.keepListening();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    this.cache.disable();
    await this.messages?.close();
    await this.running;
  }

  /** Listens; should the consumer ever stop, caching stops too and listening starts over. */
  private async keepListening(): Promise<void> {
    for (let attempt = 0; !this.stopping.signal.aborted; attempt++) {
      try {
        await this.listen();
        attempt = 0;
      } catch (error) {
        if (!this.stopping.signal.aborted) {
          this.logger.warn({ err: error }, 'not listening for profile updates; retrying');
        }
      }
      this.cache.disable();
      try {
        await sleep(Math.min(500 * 2 ** attempt, RETRY_MAX_MS), undefined, {
          signal: this.stopping.signal,
        });
      } catch {
        return; // shutting down
      }
    }
  }

  private async listen(): Promise<void> {
    const { stream, subject } = ProfileUpdatedEvent;
    await (await this.streams.jetStreamManager()).streams.info(stream);
    const consumer = await jetstream(this.connection).consumers.get(stream, {
      filter_subjects: subject, // one subject: a list needs nats-server 2.10
      deliver_policy: DeliverPolicy.New,
    });
    const messages = await consumer.consume();
    this.messages = messages;
    this.cache.enable();
    this.logger.log({ stream }, `listening for ${subject}; profile reads are cached`);
    for await (const message of messages) this.forget(message.data);
  }

  private forget(data: Uint8Array): void {
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder().decode(data));
    } catch {
      raw = undefined;
    }
    const envelope = EventEnvelopeSchema.safeParse(raw);
    const payload = ProfileUpdatedEvent.payload.safeParse(
      envelope.success ? envelope.data.payload : undefined,
    );
    if (!payload.success) {
      // Which profile changed is unknown: forget them all rather than serve one stale.
      this.logger.warn('malformed profiles.profile.updated event; the profile cache was emptied');
      this.cache.disable();
      this.cache.enable();
      return;
    }
    this.cache.forget(payload.data.userId);
  }
}
