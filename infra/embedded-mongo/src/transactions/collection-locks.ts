import type { LockMode, StatementScope } from './statement-scope';

const WHOLE_DATABASE = '*';

/** What one transaction holds of one collection. */
interface Claim {
  exclusive: boolean;
  inserts: boolean;
  /** Keyed changes: the field and the values of the documents it reached. */
  field?: string;
  values: Set<string>;
}

/**
 * Which open transaction holds which collection, and how: a transaction holds every collection
 * its statements touched until it ends, so no other session reads its uncommitted writes or
 * changes what it read. Transactions that only insert, or only change documents found by
 * different values of the same field, share a collection (see LockMode). A scope wider than named
 * collections locks its whole database. Plain commands wait for every holder; while one waits,
 * transactions take no new claim on its collections, so a stream of overlapping transactions
 * cannot keep it waiting for ever.
 */
export class CollectionLocks<Holder> {
  /** `db` → collection name (or WHOLE_DATABASE) → claims by holder. */
  private readonly claims = new Map<string, Map<string, Map<Holder, Claim>>>();
  private readonly held = new Map<Holder, { db: string; name: string }[]>();
  /** `db` → collection name → plain commands waiting for it. */
  private readonly queued = new Map<string, Map<string, number>>();

  /**
   * A holder that keeps `scope` from running now, if any: for a plain command (no `self`) any
   * holder; for a statement of `self`'s transaction one whose claim conflicts with its mode, or
   * any holder of a collection a plain command waits for.
   */
  blocker(scope: StatementScope, self?: Holder): Holder | undefined {
    if (scope.kind === 'server') {
      for (const holder of this.held.keys()) if (holder !== self) return holder;
      return undefined;
    }
    const collections = this.claims.get(scope.db);
    if (!collections || (scope.kind === 'collections' && scope.names.length === 0)) {
      return undefined;
    }
    if (scope.kind === 'database') {
      for (const claims of collections.values()) {
        const other = anyOther(claims, self);
        if (other !== undefined) return other;
      }
      return undefined;
    }
    const wide = collections.get(WHOLE_DATABASE);
    const wideOther = wide && anyOther(wide, self);
    if (wideOther !== undefined) return wideOther;
    for (const name of scope.names) {
      const claims = collections.get(name);
      if (!claims) continue;
      // A waiting plain command keeps out new claims, not those of transactions already in.
      const closed =
        self !== undefined &&
        !claims.has(self) &&
        (this.queued.get(scope.db)?.get(name) ?? 0) > 0;
      for (const [holder, claim] of claims) {
        if (holder === self) continue;
        if (self === undefined || closed || conflicts(claim, scope.mode)) return holder;
      }
    }
    return undefined;
  }

  /**
   * The holders of a collection when each of them only inserted into it (a plain read may then
   * skip their documents instead of waiting), else undefined.
   */
  insertersOnly(db: string, name: string): Holder[] | undefined {
    const collections = this.claims.get(db);
    if (collections?.has(WHOLE_DATABASE)) return undefined;
    const claims = collections?.get(name);
    if (!claims) return [];
    for (const claim of claims.values()) {
      if (claim.exclusive || claim.field !== undefined) return undefined;
    }
    return [...claims.keys()];
  }

  holds(holder: Holder): boolean {
    return this.held.has(holder);
  }

  /** Claims `scope` for `holder`; the caller checked that nobody else blocks it. */
  acquire(scope: StatementScope, holder: Holder): void {
    if (scope.kind === 'server') throw new Error('a transaction statement cannot lock the server');
    const names = scope.kind === 'database' ? [WHOLE_DATABASE] : scope.names;
    const mode: LockMode = scope.kind === 'database' ? { kind: 'exclusive' } : scope.mode;
    let collections = this.claims.get(scope.db);
    if (!collections) {
      collections = new Map();
      this.claims.set(scope.db, collections);
    }
    for (const name of names) {
      let claims = collections.get(name);
      if (!claims) {
        claims = new Map();
        collections.set(name, claims);
      }
      let claim = claims.get(holder);
      if (!claim) {
        claim = { exclusive: false, inserts: false, values: new Set() };
        claims.set(holder, claim);
        const list = this.held.get(holder) ?? [];
        list.push({ db: scope.db, name });
        this.held.set(holder, list);
      }
      if (mode.kind === 'exclusive') claim.exclusive = true;
      else if (mode.kind === 'insert') claim.inserts = true;
      else if (claim.field === undefined || claim.field === mode.field) {
        claim.field = mode.field;
        for (const value of mode.values) claim.values.add(value);
      } else {
        // Keyed by two fields: documents of other holders could be reached by the second.
        claim.exclusive = true;
      }
    }
  }

  releaseAll(holder: Holder): void {
    for (const { db, name } of this.held.get(holder) ?? []) {
      const collections = this.claims.get(db);
      const claims = collections?.get(name);
      claims?.delete(holder);
      if (claims?.size === 0) collections?.delete(name);
      if (collections?.size === 0) this.claims.delete(db);
    }
    this.held.delete(holder);
  }

  /** A plain command starts or stops waiting for `scope`'s collections. */
  queue(scope: StatementScope, delta: 1 | -1): void {
    if (scope.kind !== 'collections') return;
    let counts = this.queued.get(scope.db);
    if (!counts) {
      counts = new Map();
      this.queued.set(scope.db, counts);
    }
    for (const name of scope.names) {
      const count = (counts.get(name) ?? 0) + delta;
      if (count > 0) counts.set(name, count);
      else counts.delete(name);
    }
    if (counts.size === 0) this.queued.delete(scope.db);
  }
}

function anyOther<Holder>(claims: Map<Holder, Claim>, self: Holder | undefined) {
  for (const holder of claims.keys()) if (holder !== self) return holder;
  return undefined;
}

/** Whether another transaction's `claim` keeps a statement in `mode` off the collection. */
function conflicts(claim: Claim, mode: LockMode): boolean {
  if (claim.exclusive || mode.kind === 'exclusive') return true;
  if (mode.kind === 'insert') return claim.field !== undefined;
  if (claim.inserts) return true;
  if (claim.field === undefined) return false;
  return claim.field !== mode.field || mode.values.some((value) => claim.values.has(value));
}
