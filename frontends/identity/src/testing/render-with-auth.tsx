import { AuthProvider, createAppStore } from '@filmcollab/web-kit';
import { createTestAuthClient } from '@filmcollab/web-kit/testing';
import { render } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows the router's current location, so tests can see where links and tab changes lead. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The page's store (RTK Query) for a visitor who is not signed in: wrap forms in it. */
export function TestStore({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createAppStore({ auth: { getToken: () => undefined, refresh: async () => false } }),
  );
  return <Provider store={store}>{children}</Provider>;
}

/**
 * Renders a page of the remote with the store, a router at `url` and an AuthClient whose
 * keycloak-js is a mock; the IdP is the embedded one (on the page's origin) unless `idpUrl`
 * names another.
 */
export function renderWithAuth(
  element: ReactElement,
  url = '/auth',
  idpUrl = window.location.origin,
) {
  const { client, keycloak } = createTestAuthClient({ idpUrl });
  const utils = render(
    <Provider store={createAppStore({ auth: client })}>
      <AuthProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="*" element={element} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </Provider>,
  );
  return { ...utils, keycloak };
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
