import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';

// Every mongoose operation inside `connection.transaction(fn)` carries the transaction's session,
// so repositories need no session parameter.
mongoose.set('transactionAsyncLocalStorage', true);

interface ActiveUnit {
  afterCommit: (() => void)[];
}

/**
 * Runs a piece of work in one MongoDB transaction: its writes and the events it stores with
 * `Outbox.add` commit together or not at all; the events go to the relay once it committed.
 */
@Injectable()
export class UnitOfWork {
  private readonly active = new AsyncLocalStorage<ActiveUnit>();

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** `fn` may run more than once: the driver retries transient transaction errors. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.isActive()) return fn();
    let result: T | undefined;
    let unit: ActiveUnit = { afterCommit: [] };
    await this.connection.transaction(() => {
      unit = { afterCommit: [] }; // a retried attempt starts afresh
      return this.active.run(unit, async () => {
        result = await fn();
      });
    });
    for (const callback of unit.afterCommit) callback();
    return result as T;
  }

  /**
   * Runs `callback` once the outermost unit of work has committed (never when it fails), or now
   * outside one: for what must not see a write before it is durable, such as dropping a cached copy.
   */
  afterCommit(callback: () => void): void {
    const unit = this.active.getStore();
    if (unit) unit.afterCommit.push(callback);
    else callback();
  }

  isActive(): boolean {
    return this.active.getStore() !== undefined;
  }
}
