import { Long } from 'bson';
import type { Doc } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import type { CommandHandler, CommandRequest } from '../commands/command-context';
import type { CursorRegistry } from '../cursors/cursor-registry';
import type { DatabaseEngine } from '../storage/database-engine';
import {
  conflictingTransaction,
  invalidTransactionOptions,
  maxTimeExpired,
  noSuchTransaction,
  notSupportedInTransaction,
  transactionCommitted,
  transactionTooOld,
  withTransactionLabels,
} from './transaction-errors';

/** Commands that never touch data, so they are answered even while a transaction holds the lock. */
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

/** The latest transaction of one logical session (what mongod keeps per session). */
interface SessionTransaction {
  txnNumber: number;
  state: TransactionState;
  abortReason?: string;
}

/** The one open transaction: it holds the lock until it commits or aborts. */
interface OpenTransaction {
  session: string;
  txnNumber: number;
  /** Connections that carried its statements: closing one means the client is gone. */
  connections: Set<number>;
  /** Cursors it opened; they show its uncommitted view, so they die with it. */
  cursorIds: string[];
  expiry: NodeJS.Timeout;
}

/**
 * Logical sessions and multi-document transactions with one exclusive lock: while a session has
 * an open transaction, every data command of another session waits until it commits or aborts,
 * so nobody sees uncommitted writes and no two transactions can conflict. The transaction's
 * writes go straight to the store with an undo log (see DatabaseEngine), so its own statements
 * see them and an abort restores documents and index entries exactly.
 */
export class TransactionCoordinator {
  private readonly sessions = new Map<string, SessionTransaction>();
  private open?: OpenTransaction;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly engine: DatabaseEngine,
    private readonly cursors: CursorRegistry,
    private readonly lifetimeLimitMs: number,
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
    if (!inTransaction && !this.open) return handler(request);
    const session = body.lsid === undefined ? undefined : encodeKey(body.lsid);
    if (!inTransaction) {
      // mongod ends a session's open transaction when the session runs something outside it.
      if (this.open && this.open.session === session) {
        this.abort(this.open, 'a later command of its session ran outside it');
      } else {
        const deadline = deadlineOf(body.maxTimeMS);
        while (this.mustWait(session)) await this.nextRelease(deadline);
      }
      return handler(request);
    }
    try {
      return await this.executeInTransaction(request, handler, session);
    } catch (error) {
      throw withTransactionLabels(error);
    }
  }

  /** The client of the open transaction went away: nobody can commit it any more. */
  connectionClosed(connectionId: number): void {
    if (this.open?.connections.has(connectionId)) {
      this.abort(this.open, 'the connection of its client closed');
    }
  }

  close(): void {
    if (this.open) this.abort(this.open, 'the server shut down');
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
      const deadline = deadlineOf(body.maxTimeMS);
      while (this.mustWait(session)) await this.nextRelease(deadline);
      this.begin(session, txnNumber);
    } else {
      this.assertInProgress(session, txnNumber);
    }
    const open = this.open as OpenTransaction;
    open.connections.add(request.connection.id);
    if (!ALLOWED_IN_TRANSACTION.has(name)) {
      this.abort(open, `it ran '${name}', which transactions do not support`);
      throw notSupportedInTransaction(name);
    }
    let reply: Doc;
    try {
      reply = await handler(request);
    } catch (error) {
      // Like mongod: a failed statement aborts its whole transaction.
      this.abort(open, 'one of its statements failed');
      throw error;
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

  private begin(session: string, txnNumber: number): void {
    const known = this.sessions.get(session);
    if (known && txnNumber < known.txnNumber) throw transactionTooOld(txnNumber, known.txnNumber);
    if (known && txnNumber === known.txnNumber) throw conflictingTransaction(txnNumber);
    if (this.open && this.open.session === session) {
      this.abort(this.open, `transaction ${txnNumber} started on its session`);
    }
    this.sessions.set(session, { txnNumber, state: 'inProgress' });
    this.engine.beginTransaction();
    const expiry = setTimeout(() => {
      if (this.open === open) {
        this.abort(
          open,
          `it exceeded transactionLifetimeLimitSeconds (${this.lifetimeLimitMs / 1000} s)`,
        );
      }
    }, this.lifetimeLimitMs);
    expiry.unref();
    const open: OpenTransaction = {
      session,
      txnNumber,
      connections: new Set(),
      cursorIds: [],
      expiry,
    };
    this.open = open;
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
      const open = this.open as OpenTransaction;
      try {
        this.engine.commitTransaction();
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
    this.abort(this.open as OpenTransaction, 'abortTransaction');
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
    if (this.open !== open) return;
    this.engine.abortTransaction();
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
    this.open = undefined;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * Whether another session holds the lock. Callers wait with
   * `while (this.mustWait(session)) await this.nextRelease(deadline)` and then run their command
   * in the same synchronous stretch as the last check: a waiter woken together with a new
   * transaction's first statement therefore cannot run between that statement and the check.
   */
  private mustWait(session: string | undefined): boolean {
    return this.open !== undefined && this.open.session !== session;
  }

  /** Resolves when the lock is next released; rejects with MaxTimeMSExpired at `deadline`. */
  private nextRelease(deadline: number | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const wake = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      this.waiters.push(wake);
      if (deadline !== undefined) {
        timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== wake);
          reject(maxTimeExpired());
        }, deadline - Date.now());
      }
    });
  }

  private endSessions(lsids: unknown): void {
    if (!Array.isArray(lsids)) return;
    for (const lsid of lsids) {
      const session = encodeKey(lsid);
      if (this.open?.session === session) this.abort(this.open, 'its session ended');
      this.sessions.delete(session);
    }
  }
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
