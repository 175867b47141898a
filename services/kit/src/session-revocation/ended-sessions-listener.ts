import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import {
  type ConsumerMessages,
  DeliverPolicy,
  jetstream,
  JetStreamApiCodes,
  JetStreamApiError,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventEnvelopeSchema, SessionEndedEvent } from '@filmcollab/contracts';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { EventStreams } from '../events/event-streams';
import { InjectNatsConnection } from '../nats/nats-connection';
import { Clock } from '../time/clock';
import { EndedSessions } from './ended-sessions';

const RETRY_MAX_MS = 30_000;

/**
 * Feeds `EndedSessions` from `identity.session.ended`. Every instance needs every event, so this is
 * an ephemeral ordered consumer of its own rather than a durable one (whose replicas would share the
 * events); it starts an access token's lifetime in the past, so a restarted instance also knows the
 * sessions that ended while it was away. Until identity has declared its stream, it retries in the
 * background.
 */
@Injectable()
export class EndedSessionsListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EndedSessions');
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  private starting?: Promise<void>;
  private readonly stopping = new AbortController();

  constructor(
    @InjectConfig() private readonly config: BaseConfig,
    @InjectNatsConnection() private readonly connection: NatsConnection,
    private readonly streams: EventStreams,
    private readonly endedSessions: EndedSessions,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!(await this.tryStart())) this.starting = this.keepTrying();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.starting;
    await this.messages?.close();
    await this.loop;
  }

  private async tryStart(): Promise<boolean> {
    try {
      await this.start();
      return true;
    } catch (error) {
      if (!isStreamNotFound(error)) {
        this.logger.warn({ err: error }, 'cannot listen for ended sessions yet; retrying');
      }
      return false;
    }
  }

  private async keepTrying(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await sleep(Math.min(500 * 2 ** attempt, RETRY_MAX_MS), undefined, {
          signal: this.stopping.signal,
        });
      } catch {
        return; // shutting down
      }
      if (await this.tryStart()) return;
    }
  }

  private async start(): Promise<void> {
    const stream = SessionEndedEvent.stream;
    const jsm = await this.streams.jetStreamManager();
    await jsm.streams.info(stream);
    const since = new Date(
      this.clock.now().getTime() - this.config.ACCESS_TOKEN_MAX_AGE_SECONDS * 1000,
    );
    const consumer = await jetstream(this.connection).consumers.get(stream, {
      filter_subjects: SessionEndedEvent.subject, // one subject: a list needs nats-server 2.10
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: since.toISOString(),
    });
    const messages = await consumer.consume();
    this.messages = messages;
    this.loop = (async () => {
      for await (const message of messages) this.remember(message.data);
    })().catch((error: unknown) =>
      this.logger.error({ err: error }, 'listening for ended sessions stopped'),
    );
    this.logger.log({ stream, since }, `listening for ${SessionEndedEvent.subject}`);
  }

  private remember(data: Uint8Array): void {
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder().decode(data));
    } catch {
      raw = undefined;
    }
    const envelope = EventEnvelopeSchema.safeParse(raw);
    const payload = SessionEndedEvent.payload.safeParse(
      envelope.success ? envelope.data.payload : undefined,
    );
    if (!payload.success) {
      this.logger.warn('ignored a malformed identity.session.ended event');
      return;
    }
    this.endedSessions.add(payload.data.sessionId, new Date(payload.data.endedAt));
  }
}

function isStreamNotFound(error: unknown): boolean {
  return error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
}
