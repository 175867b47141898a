import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** Spec 01 §8: a failed read is tried again 3 times, 1 s after the first failure, doubling, at most 30 s. */
export const MAX_RETRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Statuses whose answer may differ on a second try; other 4xx answers would only repeat. */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 429]);

function isRetryableStatus(status: number): boolean {
  return status >= 500 || RETRYABLE_CLIENT_STATUSES.has(status);
}

/** Whether a failed request (the `attempt`-th failure) is tried again. */
export function shouldRetry(
  error: FetchBaseQueryError,
  attempt: number,
  requestType: BaseQueryApi['type'],
): boolean {
  // A mutation sent twice may act twice (two ratings, two messages).
  if (requestType !== 'query' || attempt > MAX_RETRIES) return false;
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return true;
    case 'PARSING_ERROR':
      // An HTML error page from a proxy in front of the service.
      return isRetryableStatus(error.originalStatus);
    case 'CUSTOM_ERROR':
      return false;
    default:
      return isRetryableStatus(error.status);
  }
}

/** The wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

/** Waits `retryDelayMs(attempt)`; rejects at once when the request is aborted meanwhile. */
export function waitBeforeRetry(attempt: number, _maxRetries: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const timer = setTimeout(resolve, retryDelayMs(attempt));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}
