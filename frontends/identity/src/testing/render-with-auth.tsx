import { createAppStore } from '@filmcollab/web-kit';
import { createTestAuthClient, renderWithShellProviders } from '@filmcollab/web-kit/testing';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';

/** The page's store (RTK Query) for a visitor who is not signed in: wrap forms in it. */
export function TestStore({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createAppStore({ auth: { getToken: () => undefined, refresh: async () => false } }),
  );
  return <Provider store={store}>{children}</Provider>;
}

/**
 * Renders a page of the remote inside the shell's providers, with a router at `url` and an
 * AuthClient whose keycloak-js is a mock (not yet initialised); the IdP is the embedded one (on
 * the page's origin) unless `idpUrl` names another. The location probe is a plain element: the
 * pages' own messages are the only status.
 */
export function renderWithAuth(
  element: ReactElement,
  url = '/auth',
  idpUrl = window.location.origin,
) {
  const { client, keycloak } = createTestAuthClient({ idpUrl });
  const view = renderWithShellProviders(element, {
    auth: client,
    url,
    path: '*',
    locationProbe: 'plain',
  });
  return { ...view, keycloak };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A request the page sent, as the server would read it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export type FetchMock = jest.Mock & { requests: SentRequest[] };

/**
 * Replaces `fetch` with a mock answering the given responses in order (an Error is thrown
 * like a failed connection) and recording each request, whether sent as `fetch(url, init)`
 * or as a `Request` (RTK Query).
 */
export function mockFetch(...responses: (Response | Error)[]): FetchMock {
  const requests: SentRequest[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
    const next = responses.shift();
    if (next === undefined) throw new Error(`No answer prepared for ${request.url}`);
    if (next instanceof Error) throw next;
    return next;
  });
  global.fetch = mock as unknown as typeof fetch;
  return Object.assign(mock, { requests });
}

export function requestBody(mock: FetchMock, call = 0): unknown {
  return mock.requests[call]?.body;
}
