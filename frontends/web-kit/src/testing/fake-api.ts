/** A JSON answer of the fake gateway. */
export interface FakeReply {
  status: number;
  body?: unknown;
}

type Handler = (request: Request) => FakeReply | Promise<FakeReply>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with a gateway that answers `METHOD /path` routes; unknown routes get 404.
 * Records each call with its parsed JSON body.
 */
export function fakeApi(routes: Record<string, FakeReply | Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url, 'http://localhost').pathname;
    const text = await request.clone().text();
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const route = routes[`${request.method} ${path}`];
    const reply: FakeReply = route
      ? typeof route === 'function'
        ? await route(request)
        : route
      : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
