import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { fakeApi } from '../testing/fake-api';
import { createAppStore } from '../store/create-app-store';
import { api } from './api';
import { MAX_RETRIES, retryDelayMs, shouldRetry } from './retry-rule';

describe('shouldRetry', () => {
  it.each<[string, FetchBaseQueryError]>([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'timed out' }],
    ['a server error', { status: 500, data: {} }],
    ['an unavailable service', { status: 503, data: {} }],
    ['a request timeout', { status: 408, data: {} }],
    ['too many requests', { status: 429, data: {} }],
    [
      'a proxy error page',
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' },
    ],
  ])('retries a read after %s', (_case, error) => {
    expect(shouldRetry(error, 1, 'query')).toBe(true);
  });

  it.each<[string, FetchBaseQueryError]>([
    ['bad request', { status: 400, data: {} }],
    ['unauthorized', { status: 401, data: {} }],
    ['forbidden', { status: 403, data: {} }],
    ['not found', { status: 404, data: {} }],
    ['conflict', { status: 409, data: {} }],
    ['unprocessable', { status: 422, data: {} }],
    [
      'an unreadable 200 answer',
      { status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'x' },
    ],
    ['a custom error', { status: 'CUSTOM_ERROR', error: 'Aborted' }],
  ])('does not retry %s', (_case, error) => {
    expect(shouldRetry(error, 1, 'query')).toBe(false);
  });

  it('stops after 3 retries', () => {
    const error: FetchBaseQueryError = { status: 503, data: {} };
    expect(shouldRetry(error, MAX_RETRIES, 'query')).toBe(true);
    expect(shouldRetry(error, MAX_RETRIES + 1, 'query')).toBe(false);
  });

  it('never retries a mutation', () => {
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'offline' }, 1, 'mutation')).toBe(false);
    expect(shouldRetry({ status: 503, data: {} }, 1, 'mutation')).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('waits 1 s, then doubles, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => '/api/probe' }),
    probeWrite: build.mutation<unknown, void>({
      query: () => ({ url: '/api/probe', method: 'POST' }),
    }),
  }),
});

function setup(status: number) {
  const { calls } = fakeApi({
    'GET /api/probe': { status, body: { message: 'x', code: 'X' } },
    'POST /api/probe': { status, body: { message: 'x', code: 'X' } },
  });
  const store = createAppStore({ auth: { getToken: () => undefined, refresh: async () => false } });
  return { calls, store };
}

describe('the api', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads again 1 s, 2 s and 4 s after failures, then gives up', async () => {
    const { calls, store } = setup(503);
    const read = store.dispatch(probeApi.endpoints.probeRead.initiate());

    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(4);

    const result = await read;
    expect(result.error).toMatchObject({ status: 503 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
    read.unsubscribe();
  });

  it('answers a 404 read at once', async () => {
    const { calls, store } = setup(404);
    const read = store.dispatch(probeApi.endpoints.probeRead.initiate());
    await jest.advanceTimersByTimeAsync(0);
    expect((await read).error).toMatchObject({ status: 404 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    read.unsubscribe();
  });

  it('sends a failed mutation once', async () => {
    const { calls, store } = setup(503);
    const write = store.dispatch(probeApi.endpoints.probeWrite.initiate());
    await jest.advanceTimersByTimeAsync(0);
    expect(await write).toMatchObject({ error: { status: 503 } });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it('keeps unused data for 5 minutes', async () => {
    const { calls, store } = setup(200);
    const read = store.dispatch(probeApi.endpoints.probeRead.initiate());
    await jest.advanceTimersByTimeAsync(0);
    await read;
    read.unsubscribe();

    await jest.advanceTimersByTimeAsync(299_000);
    store.dispatch(probeApi.endpoints.probeRead.initiate()).unsubscribe();
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(301_000);
    store.dispatch(probeApi.endpoints.probeRead.initiate()).unsubscribe();
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
  });
});
