import { MongoError } from '../errors/mongo-error';

/** Codes for which mongod labels an error inside a transaction as worth retrying whole. */
const TRANSIENT_CODES = new Set([
  24, // LockTimeout
  112, // WriteConflict
  251, // NoSuchTransaction
]);

export function noSuchTransaction(message: string): MongoError {
  return new MongoError(251, 'NoSuchTransaction', message);
}

export function transactionTooOld(txnNumber: number, sessionTxnNumber: number): MongoError {
  return new MongoError(
    225,
    'TransactionTooOld',
    `Cannot start transaction ${txnNumber} on session because a newer transaction ${sessionTxnNumber} has already started`,
  );
}

export function transactionCommitted(txnNumber: number): MongoError {
  return new MongoError(
    256,
    'TransactionCommitted',
    `Transaction with { txnNumber: ${txnNumber} } has been committed.`,
  );
}

export function conflictingTransaction(txnNumber: number): MongoError {
  return new MongoError(
    117,
    'ConflictingOperationInProgress',
    `Cannot start a transaction at given transaction number ${txnNumber}: a transaction with the same number already started on this session`,
  );
}

export function notSupportedInTransaction(command: string): MongoError {
  return new MongoError(
    263,
    'OperationNotSupportedInTransaction',
    `Cannot run '${command}' in a multi-document transaction (embedded-mongo allows find, getMore, killCursors, insert, update, delete, findAndModify, aggregate and distinct).`,
  );
}

export function invalidTransactionOptions(message: string): MongoError {
  return new MongoError(72, 'InvalidOptions', message);
}

export function maxTimeExpired(): MongoError {
  return new MongoError(
    50,
    'MaxTimeMSExpired',
    'operation exceeded time limit while waiting for another session’s transaction',
  );
}

export function lockTimeout(): MongoError {
  return new MongoError(
    24,
    'LockTimeout',
    'Unable to acquire a lock within transactionLockRequestTimeoutMs: another transaction holds a collection this statement needs',
  );
}

export function writeConflict(): MongoError {
  return new MongoError(
    112,
    'WriteConflict',
    'Write conflict during plan execution and yielding is disabled: another transaction holds a collection this transaction needs',
  );
}

/** Adds `TransientTransactionError` where mongod does, for errors of transaction statements. */
export function withTransactionLabels(error: unknown): unknown {
  if (!(error instanceof MongoError) || !TRANSIENT_CODES.has(error.code)) return error;
  return new MongoError(error.code, error.codeName, error.message, {
    ...error.extra,
    errorLabels: ['TransientTransactionError'],
  });
}
