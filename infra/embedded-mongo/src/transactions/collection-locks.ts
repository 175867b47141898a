import type { StatementScope } from './statement-scope';

const WHOLE_DATABASE = '*';

/**
 * Which open transaction holds which collection: a transaction holds every collection its
 * statements touched until it ends, so no other session reads its uncommitted writes or
 * changes what it read. A scope wider than named collections locks its whole database.
 */
export class CollectionLocks<Holder> {
  /** `db` → collection name (or WHOLE_DATABASE) → holder. */
  private readonly holders = new Map<string, Map<string, Holder>>();
  private readonly held = new Map<Holder, { db: string; name: string }[]>();

  /** A holder other than `self` that keeps `scope` from running now, if any. */
  blocker(scope: StatementScope, self?: Holder): Holder | undefined {
    if (scope.kind === 'server') {
      for (const holder of this.held.keys()) if (holder !== self) return holder;
      return undefined;
    }
    const names = this.holders.get(scope.db);
    if (!names || (scope.kind === 'collections' && scope.names.length === 0)) return undefined;
    if (scope.kind === 'database') {
      for (const holder of names.values()) if (holder !== self) return holder;
      return undefined;
    }
    const wide = names.get(WHOLE_DATABASE);
    if (wide !== undefined && wide !== self) return wide;
    for (const name of scope.names) {
      const holder = names.get(name);
      if (holder !== undefined && holder !== self) return holder;
    }
    return undefined;
  }

  holds(holder: Holder): boolean {
    return this.held.has(holder);
  }

  /** Locks `scope` for `holder`; the caller checked that nobody else blocks it. */
  acquire(scope: StatementScope, holder: Holder): void {
    if (scope.kind === 'server') throw new Error('a transaction statement cannot lock the server');
    const names = scope.kind === 'database' ? [WHOLE_DATABASE] : scope.names;
    let dbHolders = this.holders.get(scope.db);
    if (!dbHolders) {
      dbHolders = new Map();
      this.holders.set(scope.db, dbHolders);
    }
    let list = this.held.get(holder);
    for (const name of names) {
      if (dbHolders.get(name) === holder) continue;
      dbHolders.set(name, holder);
      if (!list) {
        list = [];
        this.held.set(holder, list);
      }
      list.push({ db: scope.db, name });
    }
  }

  releaseAll(holder: Holder): void {
    for (const { db, name } of this.held.get(holder) ?? []) {
      const dbHolders = this.holders.get(db);
      dbHolders?.delete(name);
      if (dbHolders?.size === 0) this.holders.delete(db);
    }
    this.held.delete(holder);
  }
}
