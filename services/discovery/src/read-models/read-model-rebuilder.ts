import { Injectable, Logger } from '@nestjs/common';
import {
  DeliverPolicy,
  jetstream,
  JetStreamApiCodes,
  JetStreamApiError,
  type JsMsg,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EventEnvelopeSchema } from '@filmcollab/contracts';
import { EventStreams, InjectNatsConnection } from '@filmcollab/service-kit';
import { READ_MODEL_PROJECTIONS, type Projection } from './read-model-projections';
import { ReadModelsService } from './read-models.service';

export interface RebuildReport {
  /** Events applied per subject. */
  applied: Record<string, number>;
  /** Events skipped because their envelope or payload did not validate. */
  skipped: number;
}

/**
 * Rebuilds discovery's read models from scratch: empties them, then replays every event they are
 * built from, from the start of the owners' streams (an ordered, ephemeral consumer per subject,
 * nothing acknowledged, the live durable consumers untouched). Projections are order-tolerant, so
 * the live consumers may keep applying new events meanwhile. The streams keep events for
 * `EVENT_STREAM_MAX_AGE_DAYS`: a rebuild restores what they still hold.
 */
@Injectable()
export class ReadModelRebuilder {
  private readonly logger = new Logger('Rebuild');

  constructor(
    private readonly readModels: ReadModelsService,
    private readonly streams: EventStreams,
    @InjectNatsConnection() private readonly connection: NatsConnection,
  ) {}

  async rebuild(): Promise<RebuildReport> {
    await this.readModels.clear();
    const report: RebuildReport = { applied: {}, skipped: 0 };
    for (const projection of READ_MODEL_PROJECTIONS) {
      report.applied[projection.event.subject] = await this.replay(projection, report);
    }
    this.logger.log({ report }, 'read models rebuilt');
    return report;
  }

  private async replay(projection: Projection, report: RebuildReport): Promise<number> {
    const { stream, subject } = projection.event;
    if (!(await this.holdsAny(stream, subject))) return 0;
    const consumer = await jetstream(this.connection).consumers.get(stream, {
      filter_subjects: subject,
      deliver_policy: DeliverPolicy.All,
    });
    const messages = await consumer.consume({ max_messages: 256 });
    let applied = 0;
    for await (const message of messages) {
      if (await this.apply(projection, message)) applied += 1;
      else report.skipped += 1;
      if (message.info.pending === 0) break;
    }
    await messages.close();
    return applied;
  }

  private async apply(projection: Projection, message: JsMsg): Promise<boolean> {
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder().decode(message.data));
    } catch {
      return false;
    }
    const envelope = EventEnvelopeSchema.safeParse(raw);
    if (!envelope.success) return false;
    const payload = projection.event.payload.safeParse(envelope.data.payload);
    if (!payload.success) return false;
    await projection.apply(this.readModels, payload.data as never);
    return true;
  }

  /** Whether the stream exists and holds at least one event of the subject. */
  private async holdsAny(stream: string, subject: string): Promise<boolean> {
    const manager = await this.streams.jetStreamManager();
    try {
      await manager.streams.getMessage(stream, { last_by_subj: subject });
      return true;
    } catch (error) {
      if (
        error instanceof JetStreamApiError &&
        (error.code === JetStreamApiCodes.NoMessageFound ||
          error.code === JetStreamApiCodes.StreamNotFound)
      ) {
        return false;
      }
      throw error;
    }
  }
}
