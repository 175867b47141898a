import { AuthProvider } from '@filmcollab/web-kit';
import { createTestAuthClient } from '@filmcollab/web-kit/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows the router's current location, so tests can see where links and tab changes lead. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders a page of the remote with a router at `url` and an AuthClient whose keycloak-js is a
 * mock; the IdP is the embedded one (on the page's origin) unless `idpUrl` names another.
 */
export function renderWithAuth(
  element: ReactElement,
  url = '/auth',
  idpUrl = window.location.origin,
) {
  const { client, keycloak } = createTestAuthClient({ idpUrl });
  const utils = render(
    <AuthProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AuthProvider>,
  );
  return { ...utils, keycloak };
}

export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** Replaces `fetch` with a mock answering the given responses in order. */
export function mockFetch(...responses: (Response | Error)[]): jest.Mock {
  const mock = jest.fn();
  for (const response of responses) {
    if (response instanceof Error) mock.mockRejectedValueOnce(response);
    else mock.mockResolvedValueOnce(response);
  }
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function requestBody(mock: jest.Mock, call = 0): unknown {
  const init = (mock.mock.calls[call] as [string, RequestInit])[1];
  return JSON.parse(init.body as string);
}
