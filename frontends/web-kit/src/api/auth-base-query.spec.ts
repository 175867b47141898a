/**
 * @jest-environment node
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import type { ApiAuth } from './api-extra';
import { createAuthBaseQuery } from './auth-base-query';

/** A gateway that accepts only the current token. */
function fakeServer(validToken: () => string) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const authorization = request.headers.get('authorization');
    calls.push({ url: request.url, authorization });
    if (authorization !== `Bearer ${validToken()}`) {
      return new Response(JSON.stringify({ message: 'Unauthorized', code: 'UNAUTHORIZED' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ url: request.url }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, fetchFn };
}

class FakeAuth implements ApiAuth {
  refreshes = 0;
  constructor(
    public token: string | undefined,
    private readonly nextToken: string | null,
  ) {}
  getToken() {
    return this.token;
  }
  async refresh() {
    this.refreshes += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.nextToken === null) return false;
    this.token = this.nextToken;
    return true;
  }
}

function setup(auth: FakeAuth, serverToken: () => string) {
  const server = fakeServer(serverToken);
  const testApi = createApi({
    baseQuery: createAuthBaseQuery({ baseUrl: 'http://gateway.test', fetchFn: server.fetchFn }),
    endpoints: (build) => ({
      one: build.query<{ url: string }, void>({ query: () => '/api/one' }),
      two: build.query<{ url: string }, void>({ query: () => '/api/two' }),
      three: build.query<{ url: string }, void>({ query: () => '/api/three' }),
    }),
  });
  const store = configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { auth } } }).concat(testApi.middleware),
  });
  return { server, testApi, store };
}

describe('createAuthBaseQuery', () => {
  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    const auth = new FakeAuth('expired', 'fresh');
    const { server, testApi, store } = setup(auth, () => 'fresh');

    const results = await Promise.all([
      store.dispatch(testApi.endpoints.one.initiate()),
      store.dispatch(testApi.endpoints.two.initiate()),
      store.dispatch(testApi.endpoints.three.initiate()),
    ]);

    expect(auth.refreshes).toBe(1);
    expect(results.map((r) => r.data?.url)).toEqual([
      'http://gateway.test/api/one',
      'http://gateway.test/api/two',
      'http://gateway.test/api/three',
    ]);
    expect(server.calls.filter((c) => c.authorization === 'Bearer expired')).toHaveLength(3);
    expect(server.calls.filter((c) => c.authorization === 'Bearer fresh')).toHaveLength(3);
  });

  it('returns the 401 without retrying when the refresh fails', async () => {
    const auth = new FakeAuth('expired', null);
    const { server, testApi, store } = setup(auth, () => 'something-else');

    const result = await store.dispatch(testApi.endpoints.one.initiate());

    expect(auth.refreshes).toBe(1);
    expect(result.error).toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
  });

  it('retries once only: a 401 after the refresh is returned as is', async () => {
    const auth = new FakeAuth('expired', 'fresh');
    const { server, testApi, store } = setup(auth, () => 'never-valid');

    const result = await store.dispatch(testApi.endpoints.one.initiate());

    expect(auth.refreshes).toBe(1);
    expect(result.error).toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(2);
  });

  it('does not try to refresh for a signed-out visitor', async () => {
    const auth = new FakeAuth(undefined, 'fresh');
    const { server, testApi, store } = setup(auth, () => 'fresh');

    const result = await store.dispatch(testApi.endpoints.one.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(server.calls[0].authorization).toBeNull();
    expect(auth.refreshes).toBe(0);
  });
});
