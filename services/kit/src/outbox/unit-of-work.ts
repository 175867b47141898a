import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import { OutboxRelay } from './outbox-relay';

// Every mongoose operation inside `connection.transaction(fn)` carries the transaction's session,
// so repositories need no session parameter.
mongoose.set('transactionAsyncLocalStorage', true);

/**
 * Runs a piece of work in one MongoDB transaction: its writes and the events it stores with
 * `Outbox.add` commit together or not at all. The relay is woken once the transaction committed.
 */
@Injectable()
export class UnitOfWork {
  private readonly active = new AsyncLocalStorage<true>();

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly relay: OutboxRelay,
  ) {}

  /** `fn` may run more than once: the driver retries transient transaction errors. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.isActive()) return fn();
    let result: T | undefined;
    await this.connection.transaction(() =>
      this.active.run(true, async () => {
        result = await fn();
      }),
    );
    this.relay.wake();
    return result as T;
  }

  isActive(): boolean {
    return this.active.getStore() === true;
  }
}
