import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  type JetStreamManager,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  DEAD_LETTER_PREFIX,
  DEAD_LETTER_STREAM,
  type EventDefinition,
  streamOf,
  type ServiceName,
} from '@filmcollab/contracts';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { InjectNatsConnection } from '../nats/nats-connection';
import type { ServiceDefinition } from '../service/define-service';
import { InjectServiceDefinition } from '../service/service-definition.token';

const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each domain's stream is declared by its owner at boot with exactly the subjects of the events it
 * publishes — never a wildcard, so request-reply subjects are never captured. Other services only
 * bind consumers to it. Retention, age and replicas come from the configuration.
 */
@Injectable()
export class EventStreams implements OnModuleInit {
  private readonly logger = new Logger('Events');
  private manager?: Promise<JetStreamManager>;

  constructor(
    @InjectServiceDefinition() private readonly service: ServiceDefinition,
    @InjectConfig() private readonly config: BaseConfig,
    @InjectNatsConnection() private readonly connection: NatsConnection,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.service.publishes.length) return;
    await this.declare(
      this.service.name,
      this.service.publishes.map((event) => event.subject),
      'exactly',
    );
  }

  jetStreamManager(): Promise<JetStreamManager> {
    this.manager ??= jetstreamManager(this.connection);
    return this.manager;
  }

  /**
   * Declares a domain's stream: `exactly` these subjects (its owner), or `including` them (a test
   * standing in for an owner that is not running).
   */
  async declare(
    domain: ServiceName,
    subjects: string[],
    mode: 'exactly' | 'including',
  ): Promise<void> {
    const name = streamOf(domain);
    const settings: Partial<StreamConfig> = {
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: nanos(this.config.EVENT_STREAM_MAX_AGE_DAYS * DAY_MS),
      num_replicas: this.config.EVENT_STREAM_REPLICAS,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    };
    await this.upsert(name, settings, (current) =>
      mode === 'exactly' ? subjects : [...new Set([...current, ...subjects])],
    );
    this.logger.log({ stream: name, subjects }, `stream ${name} declared`);
  }

  /** Test stand-in for the owners of these events. */
  async declareOwnersOf(events: EventDefinition[]): Promise<void> {
    for (const event of events) await this.declare(event.domain, [event.subject], 'including');
  }

  /** The stream consumers put what they cannot process into (`deadletter.<service>.<subject>`). */
  async declareDeadLetters(): Promise<void> {
    await this.upsert(
      DEAD_LETTER_STREAM,
      {
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        max_age: nanos(this.config.EVENT_STREAM_MAX_AGE_DAYS * DAY_MS),
        num_replicas: this.config.EVENT_STREAM_REPLICAS,
      },
      () => [`${DEAD_LETTER_PREFIX}.>`],
    );
  }

  private async upsert(
    name: string,
    settings: Partial<StreamConfig>,
    subjectsFrom: (current: string[]) => string[],
  ): Promise<void> {
    const jsm = await this.jetStreamManager();
    for (let attempt = 0; ; attempt++) {
      try {
        const info = await jsm.streams.info(name);
        const subjects = subjectsFrom(info.config.subjects ?? []);
        await jsm.streams.update(name, { ...info.config, ...settings, subjects });
        return;
      } catch (error) {
        if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
      }
      try {
        await jsm.streams.add({ name, ...settings, subjects: subjectsFrom([]) });
        return;
      } catch (error) {
        // Another process created it meanwhile: update that one instead.
        if (attempt >= 3) throw error;
      }
    }
  }
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}
