import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Gauge } from 'prom-client';
import { ServiceMetrics } from './service-metrics';

/**
 * The MongoDB driver's connection pool, followed through its CMAP events: connections open and
 * checked out (in use), and operations waiting for one (pool exhaustion shows here first).
 */
@Injectable()
export class MongoPoolMetrics {
  private open = 0;
  private inUse = 0;
  private waiting = 0;

  constructor(metrics: ServiceMetrics, @InjectConnection() connection: Connection) {
    const client = connection.getClient();
    client.on('connectionCreated', () => this.open++);
    client.on('connectionClosed', () => (this.open = Math.max(0, this.open - 1)));
    client.on('connectionCheckOutStarted', () => this.waiting++);
    client.on('connectionCheckOutFailed', () => (this.waiting = Math.max(0, this.waiting - 1)));
    client.on('connectionCheckedOut', () => {
      this.waiting = Math.max(0, this.waiting - 1);
      this.inUse++;
    });
    client.on('connectionCheckedIn', () => (this.inUse = Math.max(0, this.inUse - 1)));

    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [metrics.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('filmcollab_mongodb_pool_connections', 'Open MongoDB pool connections.', () => this.open);
    gauge('filmcollab_mongodb_pool_in_use', 'MongoDB connections checked out.', () => this.inUse);
    gauge(
      'filmcollab_mongodb_pool_waiting',
      'Operations waiting for a MongoDB connection.',
      () => this.waiting,
    );
  }
}
