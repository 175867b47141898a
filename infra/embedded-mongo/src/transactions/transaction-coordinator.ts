import { Long } from 'bson';
import type { Doc } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import type { CommandHandler, CommandRequest } from '../commands/command-context';
import type { CursorRegistry } from '../cursors/cursor-registry';
import type { DatabaseEngine } from '../storage/database-engine';
import type { TransactionLog } from '../storage/transaction-log';
import { CollectionLocks } from './collection-locks';
import { statementScope, type StatementScope } from './statement-scope';
import {
  conflictingTransaction,
  invalidTransactionOptions,
  lockTimeout,
  maxTimeExpired,
  noSuchTransaction,
  notSupportedInTransaction,
  transactionCommitted,
  transactionTooOld,
  withTransactionLabels,
  writeConflict,
} from './transaction-errors';

/** Commands that never touch data, so they are answered whatever transactions hold. */
const SERVER_COMMANDS = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'buildInfo',
  'buildinfo',
  'getParameter',
  'serverStatus',
  'endSessions',
  'whatsmyuri',
]);

const ALLOWED_IN_TRANSACTION = new Set([
  'find',
  'getMore',
  'killCursors',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'aggregate',
  'distinct',
]);

type TransactionState = 'inProgress' | 'committed' | 'aborted';

/**
 * An open transaction that others wait for and that ran no statement for this long is aborted:
 * its client may be unable to send the next one, every pooled connection being taken by commands
 * that wait for it. Its next statement or commit then fails with a TransientTransactionError.
 */
const IDLE_HOLDER_LIMIT_MS = 1000;

/** The latest transaction of one logical session (what mongod keeps per session). */
interface SessionTransaction {
  txnNumber: number;
  state: TransactionState;
  abortReason?: string;
}

/** An open transaction: it holds the collections it touched until it commits or aborts. */
interface OpenTransaction {
  session: string;
  txnNumber: number;
  log: TransactionLog;
  /** Connections that carried its statements: closing one means the client is gone. */
  connections: Set<number>;
  /** Cursors it opened; they show its uncommitted view, so they die with it. */
  cursorIds: string[];
  expiry: NodeJS.Timeout;
  /** Statements running now, and when the last one ended. */
  running: number;
  idleSince: number;
}

/**
 * Logical sessions and multi-document transactions with collection locks: a transaction holds
 * every collection its statements touch until it commits or aborts, so nobody sees its
 * uncommitted writes, and transactions on different collections run side by side. A command of
 * another session on a held collection waits; a transaction statement waits only while its
 * transaction holds nothing (at most `lockRequestTimeoutMs`, then LockTimeout) and otherwise
 * fails at once with WriteConflict, so two transactions never wait for each other. Both carry
 * the TransientTransactionError label: the driver's `withTransaction` starts over. The
 * transactions' writes go straight to the store with an undo log each (see DatabaseEngine), so
 * their own statements see them and an abort restores documents and index entries exactly.
 */
export class TransactionCoordinator {
  private readonly sessions = new Map<string, SessionTransaction>();
  private readonly open = new Map<string, OpenTransaction>();
  private readonly locks = new CollectionLocks<OpenTransaction>();
  private waiters: (() => void)[] = [];

  constructor(
    private readonly engine: DatabaseEngine,
    private readonly cursors: CursorRegistry,
    private readonly lifetimeLimitMs: number,
    private readonly lockRequestTimeoutMs: number,
  ) {}

  async execute(request: CommandRequest, handler: CommandHandler): Promise<Doc> {
    const { name, body } = request;
    if (SERVER_COMMANDS.has(name)) {
      if (name === 'endSessions') this.endSessions(body.endSessions);
      return handler(request);
    }
    const inTransaction =
      body.autocommit !== undefined || name === 'commitTransaction' || name === 'abortTransaction';
    // Without an open transaction a plain command costs only these checks.
    if (!inTransaction && this.open.size === 0) return handler(request);
    const session = body.lsid === undefined ? undefined : encodeKey(body.lsid);
    if (!inTransaction) {
      // mongod ends a session's open transaction when the session runs something outside it.
      const own = session === undefined ? undefined : this.open.get(session);
      if (own) this.abort(own, 'a later command of its session ran outside it');
      const scope = statementScope(name, body, request.db);
      const deadline = deadlineOf(body.maxTimeMS);
      // The command runs in the same synchronous stretch as the last check.
      let holder = this.locks.blocker(scope);
      if (holder && scope.kind === 'collections') {
        const around = this.runAroundInserts(request, handler, scope.names[0]);
        if (around) return around;
      }
      if (holder) {
        this.locks.queue(scope, 1);
        try {
          for (; holder; holder = this.locks.blocker(scope)) {
            await this.waitFor(holder, deadline, maxTimeExpired);
          }
        } finally {
          this.locks.queue(scope, -1);
        }
      }
      return handler(request);
    }
    try {
      return await this.executeInTransaction(request, handler, session);
    } catch (error) {
      throw withTransactionLabels(error);
    }
  }

  /**
   * A plain command on a collection that open transactions only inserted into: their documents
   * are the only uncommitted state there, so a find with a limit runs now and leaves them out
   * (asking for as many more as there are, then cutting to its limit), and a delete or update of
   * other documents named by `_id` runs now too. A relay polling and emptying its outbox thus
   * never waits for, nor holds back, the transactions filling it. Undefined when the command
   * cannot run that way (then it waits).
   */
  private runAroundInserts(
    request: CommandRequest,
    handler: CommandHandler,
    collection: string,
  ): Promise<Doc> | undefined {
    const { name, body, db } = request;
    if (name !== 'find' && name !== 'delete' && name !== 'update') return undefined;
    const holders = this.locks.insertersOnly(db, collection);
    if (!holders) return undefined;
    const uncommitted = new Set<string>();
    for (const holder of holders) {
      for (const record of holder.log.records) {
        if (record.op === 'put' && record.db === db && record.coll === collection) {
          uncommitted.add(encodeKey((record.doc as Doc)._id));
        }
      }
    }
    if (name !== 'find') {
      const ids = namedIds(body);
      if (!ids || ids.some((id) => uncommitted.has(encodeKey(id)))) return undefined;
      return Promise.resolve(handler(request));
    }
    const limit = toNumber(body.limit);
    const projection = body.projection as Doc | undefined;
    if (!limit || limit < 0 || limit > 1000 || body.skip !== undefined) return undefined;
    if (projection && (projection._id === 0 || projection._id === false)) return undefined;
    const widened = limit + uncommitted.size;
    const reply = handler({ ...request, body: { ...body, limit: widened, batchSize: widened } });
    return Promise.resolve(reply).then((answer: Doc) => {
      const cursor = answer.cursor as Doc | undefined;
      if (!cursor || !Array.isArray(cursor.firstBatch)) return answer;
      if (String(cursor.id) !== '0') this.cursors.kill([String(cursor.id)]);
      const firstBatch = (cursor.firstBatch as Doc[])
        .filter((doc) => !uncommitted.has(encodeKey(doc._id)))
        .slice(0, limit);
      return { ...answer, cursor: { ...cursor, id: Long.ZERO, firstBatch } };
    });
  }

  /** The client of an open transaction went away: nobody can commit it any more. */
  connectionClosed(connectionId: number): void {
    for (const open of [...this.open.values()]) {
      if (open.connections.has(connectionId)) {
        this.abort(open, 'the connection of its client closed');
      }
    }
  }

  close(): void {
    for (const open of [...this.open.values()]) this.abort(open, 'the server shut down');
  }

  private async executeInTransaction(
    request: CommandRequest,
    handler: CommandHandler,
    session: string | undefined,
  ): Promise<Doc> {
    const { name, body } = request;
    if (session === undefined) {
      throw invalidTransactionOptions('Transactions need a logical session (lsid)');
    }
    const txnNumber = toNumber(body.txnNumber);
    if (txnNumber === undefined) {
      throw invalidTransactionOptions('Transaction statements need a txnNumber');
    }
    if (body.autocommit !== false) {
      throw invalidTransactionOptions("'autocommit' field can only be specified as false");
    }
    if (name === 'commitTransaction') return this.commit(session, txnNumber);
    if (name === 'abortTransaction') return this.abortCommand(session, txnNumber);
    if (body.startTransaction === true) {
      this.begin(session, txnNumber);
    } else {
      this.assertInProgress(session, txnNumber);
    }
    const open = this.open.get(session) as OpenTransaction;
    open.connections.add(request.connection.id);
    if (!ALLOWED_IN_TRANSACTION.has(name)) {
      this.abort(open, `it ran '${name}', which transactions do not support`);
      throw notSupportedInTransaction(name);
    }
    await this.lockFor(open, statementScope(name, body, request.db), body.maxTimeMS);
    open.running += 1;
    let reply: Doc;
    try {
      // Its writes are applied synchronously, so they land in its own undo log.
      reply = await this.engine.runInTransaction(open.log, () => handler(request));
    } catch (error) {
      // Like mongod: a failed statement aborts its whole transaction.
      this.abort(open, 'one of its statements failed');
      throw error;
    } finally {
      open.running -= 1;
      open.idleSince = Date.now();
    }
    if (reply.writeErrors || reply.ok === 0) {
      this.abort(open, 'one of its statements failed');
    } else {
      const cursor = reply.cursor as Doc | undefined;
      const id = cursor?.id;
      if (id !== undefined && String(id) !== '0') open.cursorIds.push(String(id));
    }
    return reply;
  }

  /**
   * Locks what the statement touches for its transaction. Only a transaction that holds nothing
   * yet may wait (it cannot be part of a cycle), and not longer than `lockRequestTimeoutMs`: it
   * holds one of the client's pooled connections meanwhile.
   */
  private async lockFor(open: OpenTransaction, scope: StatementScope, maxTimeMS: unknown) {
    const limit = Date.now() + this.lockRequestTimeoutMs;
    const deadline = Math.min(limit, deadlineOf(maxTimeMS) ?? limit);
    for (let holder = this.locks.blocker(scope, open); holder; ) {
      if (this.locks.holds(open)) {
        this.abort(open, 'another transaction holds a collection it needs');
        throw writeConflict();
      }
      try {
        await this.waitFor(holder, deadline, lockTimeout);
      } catch (error) {
        this.abort(open, 'it waited too long for another transaction');
        throw error;
      }
      const known = this.sessions.get(open.session) as SessionTransaction;
      if (this.open.get(open.session) !== open) throw this.abortedError(known);
      holder = this.locks.blocker(scope, open);
    }
    this.locks.acquire(scope, open);
  }

  private begin(session: string, txnNumber: number): void {
    const known = this.sessions.get(session);
    if (known && txnNumber < known.txnNumber) throw transactionTooOld(txnNumber, known.txnNumber);
    if (known && txnNumber === known.txnNumber) throw conflictingTransaction(txnNumber);
    const previous = this.open.get(session);
    if (previous) this.abort(previous, `transaction ${txnNumber} started on its session`);
    this.sessions.set(session, { txnNumber, state: 'inProgress' });
    const expiry = setTimeout(() => {
      this.abort(
        open,
        `it exceeded transactionLifetimeLimitSeconds (${this.lifetimeLimitMs / 1000} s)`,
      );
    }, this.lifetimeLimitMs);
    expiry.unref();
    const open: OpenTransaction = {
      session,
      txnNumber,
      log: this.engine.beginTransaction(),
      connections: new Set(),
      cursorIds: [],
      expiry,
      running: 0,
      idleSince: Date.now(),
    };
    this.open.set(session, open);
  }

  private assertInProgress(session: string, txnNumber: number): void {
    const known = this.sessions.get(session);
    if (known && txnNumber < known.txnNumber) throw transactionTooOld(txnNumber, known.txnNumber);
    if (!known || txnNumber > known.txnNumber) {
      throw noSuchTransaction(
        `Given transaction number ${txnNumber} does not match any in-progress transactions.${known ? ` The active transaction number is ${known.txnNumber}` : ''}`,
      );
    }
    if (known.state === 'committed') throw transactionCommitted(txnNumber);
    if (known.state === 'aborted') throw this.abortedError(known);
  }

  private async commit(session: string, txnNumber: number): Promise<Doc> {
    this.assertKnown(session, txnNumber);
    const known = this.sessions.get(session) as SessionTransaction;
    if (known.state === 'aborted') throw this.abortedError(known);
    if (known.state === 'inProgress') {
      const open = this.open.get(session) as OpenTransaction;
      try {
        this.engine.commitTransaction(open.log);
      } catch (error) {
        this.abort(open, 'its journal record could not be written');
        throw error;
      }
      known.state = 'committed';
      this.release(open);
    }
    // A retried commit of a committed transaction succeeds again (once it is durable).
    await this.engine.journal.sync();
    return { ok: 1 };
  }

  private abortCommand(session: string, txnNumber: number): Doc {
    this.assertKnown(session, txnNumber);
    const known = this.sessions.get(session) as SessionTransaction;
    if (known.state === 'committed') throw transactionCommitted(txnNumber);
    if (known.state === 'aborted') throw this.abortedError(known);
    this.abort(this.open.get(session) as OpenTransaction, 'abortTransaction');
    return { ok: 1 };
  }

  private assertKnown(session: string, txnNumber: number): void {
    const known = this.sessions.get(session);
    if (known && txnNumber < known.txnNumber) throw transactionTooOld(txnNumber, known.txnNumber);
    if (!known || txnNumber > known.txnNumber) {
      throw noSuchTransaction(
        `Transaction with { txnNumber: ${txnNumber} } does not exist on this session`,
      );
    }
  }

  private abortedError(known: SessionTransaction): Error {
    return noSuchTransaction(
      `Transaction with { txnNumber: ${known.txnNumber} } has been aborted${known.abortReason ? ` because ${known.abortReason}` : ''}.`,
    );
  }

  private abort(open: OpenTransaction, reason: string): void {
    if (this.open.get(open.session) !== open) return;
    this.engine.abortTransaction(open.log);
    const known = this.sessions.get(open.session);
    if (known && known.txnNumber === open.txnNumber) {
      known.state = 'aborted';
      known.abortReason = reason;
    }
    this.release(open);
  }

  private release(open: OpenTransaction): void {
    clearTimeout(open.expiry);
    if (open.cursorIds.length) this.cursors.kill(open.cursorIds);
    this.open.delete(open.session);
    this.locks.releaseAll(open);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * Resolves when any transaction ends (callers check again); rejects with `timeoutError()` at
   * `deadline`. Meanwhile `holder` is aborted if it stays idle for IDLE_HOLDER_LIMIT_MS.
   */
  private waitFor(
    holder: OpenTransaction,
    deadline: number | undefined,
    timeoutError: () => Error,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timers: NodeJS.Timeout[] = [];
      const stop = () => {
        for (const timer of timers) clearTimeout(timer);
      };
      const wake = () => {
        stop();
        resolve();
      };
      this.waiters.push(wake);
      if (deadline !== undefined) {
        timers.push(
          setTimeout(() => {
            this.waiters = this.waiters.filter((w) => w !== wake);
            stop();
            reject(timeoutError());
          }, deadline - Date.now()),
        );
      }
      const watchIdle = (delay: number) => {
        timers.push(
          setTimeout(() => {
            const idleFor = Date.now() - holder.idleSince;
            if (holder.running === 0 && idleFor >= IDLE_HOLDER_LIMIT_MS) {
              this.abort(
                holder,
                `it ran no statement for ${IDLE_HOLDER_LIMIT_MS} ms while others waited for it`,
              );
            } else if (this.open.get(holder.session) === holder) {
              watchIdle(holder.running > 0 ? IDLE_HOLDER_LIMIT_MS : IDLE_HOLDER_LIMIT_MS - idleFor);
            }
          }, delay),
        );
      };
      watchIdle(Math.max(0, holder.idleSince + IDLE_HOLDER_LIMIT_MS - Date.now()));
    });
  }

  private endSessions(lsids: unknown): void {
    if (!Array.isArray(lsids)) return;
    for (const lsid of lsids) {
      const session = encodeKey(lsid);
      const open = this.open.get(session);
      if (open) this.abort(open, 'its session ended');
      this.sessions.delete(session);
    }
  }
}

/**
 * The `_id`s a delete or update names, when each of its filters is `{ _id: value }` or
 * `{ _id: { $in: [...] } }` (and no update upserts); undefined otherwise.
 */
function namedIds(body: Doc): unknown[] | undefined {
  const changes = (Array.isArray(body.deletes) ? body.deletes : body.updates) as Doc[] | undefined;
  if (!Array.isArray(changes)) return undefined;
  const ids: unknown[] = [];
  for (const change of changes) {
    if (change?.upsert === true) return undefined;
    const filter = change?.q as Doc | undefined;
    if (!filter || Object.keys(filter).length !== 1 || !('_id' in filter)) return undefined;
    const id = filter._id as unknown;
    const isDoc = id !== null && typeof id === 'object' && !('_bsontype' in id);
    if (!isDoc) {
      ids.push(id);
      continue;
    }
    const condition = id as Doc;
    if (Object.keys(condition).length !== 1 || !Array.isArray(condition.$in)) return undefined;
    ids.push(...(condition.$in as unknown[]));
  }
  return ids;
}

function deadlineOf(maxTimeMS: unknown): number | undefined {
  const limit = toNumber(maxTimeMS);
  return limit && limit > 0 ? Date.now() + limit : undefined;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Long) return value.toNumber();
  if (typeof value === 'bigint') return Number(value);
  if (value !== null && typeof value === 'object' && 'valueOf' in value) {
    const n = Number(value.valueOf());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}
