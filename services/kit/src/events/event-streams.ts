import { Injectable } from '@nestjs/common';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  type JetStreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventDefinition } from '@filmcollab/contracts';
import { InjectNatsConnection } from '../nats/nats-connection';

/**
 * Keeps one stream per publishing domain whose subjects are exactly the event subjects in use,
 * never a wildcard, so request-reply subjects are never captured.
 */
@Injectable()
export class EventStreams {
  private manager?: Promise<JetStreamManager>;
  private readonly ensured = new Map<string, Promise<void>>();

  constructor(@InjectNatsConnection() private readonly connection: NatsConnection) {}

  jetStreamManager(): Promise<JetStreamManager> {
    this.manager ??= jetstreamManager(this.connection);
    return this.manager;
  }

  ensure(definition: EventDefinition): Promise<void> {
    let pending = this.ensured.get(definition.subject);
    if (!pending) {
      pending = this.ensureSubject(definition.stream, definition.subject);
      pending.catch(() => this.ensured.delete(definition.subject));
      this.ensured.set(definition.subject, pending);
    }
    return pending;
  }

  private async ensureSubject(stream: string, subject: string, attempt = 0): Promise<void> {
    const jsm = await this.jetStreamManager();
    try {
      const info = await jsm.streams.info(stream);
      if (info.config.subjects?.includes(subject)) return;
      await jsm.streams.update(stream, {
        ...info.config,
        subjects: [...(info.config.subjects ?? []), subject],
      });
    } catch (error) {
      if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
      try {
        await jsm.streams.add({
          name: stream,
          subjects: [subject],
          storage: StorageType.File,
          retention: RetentionPolicy.Limits,
        });
        return;
      } catch (addError) {
        // Another service created the stream meanwhile: add our subject to it.
        if (attempt >= 3) throw addError;
      }
    }
    // Services update a shared stream concurrently; confirm our subject survived.
    if (attempt < 3) {
      const confirmed = await jsm.streams.info(stream).catch(() => undefined);
      if (!confirmed?.config.subjects?.includes(subject))
        await this.ensureSubject(stream, subject, attempt + 1);
    }
  }
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}
