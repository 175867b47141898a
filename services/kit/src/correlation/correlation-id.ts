import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const CORRELATION_HEADER = 'x-request-id';

interface CorrelationStore {
  correlationId: string;
}

const storage = new AsyncLocalStorage<CorrelationStore>();

const ACCEPTABLE = /^[\w.:@/+=-]{1,128}$/;

/** Accepts a caller's id only when it is short and harmless in logs; otherwise mints one. */
export function normalizeCorrelationId(candidate: unknown): string {
  const value = Array.isArray(candidate) ? candidate[0] : candidate;
  return typeof value === 'string' && ACCEPTABLE.test(value) ? value : randomUUID();
}

/** The current request's or message's correlation id, if any. */
export function getCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

export function runWithCorrelationId<T>(correlationId: string, fn: () => T): T {
  return storage.run({ correlationId }, fn);
}

/** Namespace export matching the README's `CorrelationId` entry. */
export const CorrelationId = {
  header: CORRELATION_HEADER,
  get: getCorrelationId,
  run: runWithCorrelationId,
  normalize: normalizeCorrelationId,
};
