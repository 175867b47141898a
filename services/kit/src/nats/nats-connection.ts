import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { BaseConfig } from '../config/service-config';
import { natsServerOptions } from './nats-server-options';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const InjectNatsConnection = (): ParameterDecorator => Inject(NATS_CONNECTION);

const DRAIN_TIMEOUT_MS = 5000;

export function connectToNats(config: BaseConfig, service: string): Promise<NatsConnection> {
  return connect({
    ...natsServerOptions(config.NATS_URL),
    name: `${service}-jetstream`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
}

/** Owns the kit's own NATS connection (JetStream, health) and drains it last on shutdown. */
@Injectable()
export class NatsConnectionLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Nats');

  constructor(@InjectNatsConnection() private readonly connection: NatsConnection) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.connection.isClosed()) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), DRAIN_TIMEOUT_MS);
    });
    try {
      // A disconnected client cannot drain; closing is all that is left then.
      const outcome = await Promise.race([
        this.connection.drain().then(() => 'drained' as const),
        timedOut,
      ]);
      if (outcome === 'timeout') this.logger.warn('NATS drain timed out; closing');
    } catch (error) {
      this.logger.warn({ err: error }, 'NATS drain failed; closing');
    } finally {
      clearTimeout(timer);
      if (!this.connection.isClosed()) await this.connection.close();
    }
  }

  /** True when a round trip to the server succeeds within the timeout. */
  async isReachable(timeoutMs: number): Promise<boolean> {
    if (this.connection.isClosed() || this.connection.isDraining()) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([this.connection.flush().then(() => true), timedOut]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
