import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { HealthStatus } from '@filmcollab/contracts';
import type { Connection } from 'mongoose';
import { NatsConnectionLifecycle } from '../nats/nats-connection';
import type { ServiceDefinition } from '../service/define-service';
import { InjectServiceDefinition } from '../service/service-definition.token';

const CHECK_TIMEOUT_MS = 1500;

@Injectable()
export class HealthService {
  private readonly service: string;

  constructor(
    @InjectServiceDefinition() definition: ServiceDefinition,
    @InjectConnection() private readonly mongo: Connection,
    private readonly nats: NatsConnectionLifecycle,
  ) {
    this.service = definition.name;
  }

  live(): HealthStatus {
    return { status: 'ok', service: this.service };
  }

  async ready(): Promise<HealthStatus> {
    const [database, nats] = await Promise.all([
      this.pingDatabase(),
      this.nats.isReachable(CHECK_TIMEOUT_MS),
    ]);
    const checks = { database: database ? 'up' : 'down', nats: nats ? 'up' : 'down' } as const;
    return { status: database && nats ? 'ok' : 'error', service: this.service, checks };
  }

  private async pingDatabase(): Promise<boolean> {
    const db = this.mongo.db;
    if (this.mongo.readyState !== 1 || !db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([db.command({ ping: 1 }).then(() => true), timedOut]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
