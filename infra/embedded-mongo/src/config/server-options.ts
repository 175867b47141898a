import { z } from 'zod';

export const serverOptionsSchema = z.object({
  /** 0 picks a free port. */
  port: z.number().int().min(0).max(65535).default(0),
  host: z.string().min(1).default('127.0.0.1'),
  /** Directory for durable storage; in-memory when absent. */
  dbPath: z.string().min(1).optional(),
  /** How often expired TTL documents are removed (mongod: 60 s). */
  ttlMonitorIntervalMs: z.number().int().positive().default(1000),
  /** Journal size that triggers compaction into a snapshot. */
  compactionBytes: z
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
  /** An open transaction is aborted after this long (mongod's transactionLifetimeLimitSeconds). */
  transactionLifetimeLimitSeconds: z.number().positive().default(60),
  /**
   * How long a transaction's statement waits for a collection another transaction holds before
   * it fails with LockTimeout, a TransientTransactionError (mongod's
   * maxTransactionLockRequestTimeoutMillis, 5 ms; locks here are per collection, so waiting in
   * line briefly beats retrying).
   */
  transactionLockRequestTimeoutMs: z.number().int().nonnegative().default(5),
  /** Where warnings (torn journal records, malformed messages) go. */
  warn: z.custom<(message: string) => void>((v) => typeof v === 'function').optional(),
});

export type ServerOptions = z.input<typeof serverOptionsSchema>;
export type ResolvedServerOptions = z.output<typeof serverOptionsSchema>;
