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

const BATCH = 256;
const FETCH_WAIT_MS = 5000;

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

  /**
   * Applies the subject's events the stream held when the replay began (later ones reach the live
   * consumers anyway).
   */
  private async replay(projection: Projection, report: RebuildReport): Promise<number> {
    const { stream, subject } = projection.event;
    const held = await this.countHeld(stream, subject);
    if (!held) return 0;
    const consumer = await jetstream(this.connection).consumers.get(stream, {
      filter_subjects: subject,
      deliver_policy: DeliverPolicy.All,
    });
    let seen = 0;
    let applied = 0;
    while (seen < held) {
      const batch = await consumer.fetch({
        max_messages: Math.min(BATCH, held - seen),
        expires: FETCH_WAIT_MS,
      });
      let received = 0;
      for await (const message of batch) {
        received += 1;
        seen += 1;
        if (await this.apply(projection, message)) applied += 1;
        else report.skipped += 1;
      }
      if (!received) break;
    }
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

  /** How many events of the subject the stream holds (0 when the stream does not exist yet). */
  private async countHeld(stream: string, subject: string): Promise<number> {
    const manager = await this.streams.jetStreamManager();
    try {
      const info = await manager.streams.info(stream, { subjects_filter: subject });
      return info.state.subjects?.[subject] ?? 0;
    } catch (error) {
      if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound) {
        return 0;
      }
      throw error;
    }
  }
}
