import type { Doc } from '../bson/doc-utils';
import type { Collection } from './collection';

/**
 * What an open multi-document transaction changed: the journal records to write as one record at
 * commit, and the steps that undo each change in memory (documents and index entries) at abort.
 */
export class TransactionLog {
  readonly records: Doc[] = [];
  private readonly undoSteps: (() => void)[] = [];
  /** Natural order of collections before their first delete, which re-inserting would change. */
  private readonly orderBefore = new Map<Collection, string[]>();
  private finish: () => void = () => {};
  /** Settles when the transaction committed or aborted. */
  readonly ended = new Promise<void>((resolve) => (this.finish = resolve));

  end(): void {
    this.finish();
  }

  logged(record: Doc, undo: () => void): void {
    this.records.push(record);
    this.undoSteps.push(undo);
  }

  beforeRemoveFrom(coll: Collection): void {
    if (!this.orderBefore.has(coll)) this.orderBefore.set(coll, [...coll.docs.keys()]);
  }

  rollBack(): void {
    for (let i = this.undoSteps.length - 1; i >= 0; i -= 1) this.undoSteps[i]();
    for (const [coll, order] of this.orderBefore) coll.restoreOrder(order);
  }
}
