import type { CommunityPost } from '@filmcollab/contracts';
import { UiProvider } from '@filmcollab/ui';
import { AuthProvider, createAppStore } from '@filmcollab/web-kit';
import { fakeApi, initTestAuthClient, installFakeRealtime } from '@filmcollab/web-kit/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

export const ME = { id: 'u1', username: 'ada_films', name: 'Ada Lovelace' };

/** A feed post as the community service answers it. */
export function aPost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  return {
    id: 'p1',
    authorId: 'u2',
    author: { id: 'u2', username: 'bo_chen', fullName: 'Bo Chen', profileImageUrl: null },
    content: 'Looking for a gaffer, ask @ada_films',
    title: 'Looking for a gaffer, ask @ada_films',
    topic: 'general',
    isCrowdfunding: false,
    tags: ['lighting'],
    likesCount: 0,
    repliesCount: 0,
    likedByMe: false,
    fileAttachments: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders a community component the way the shell does (store, auth as `ME`, UI kit with its
 * toasts, router) against a fake gateway and a fake realtime socket.
 */
export async function renderCommunity(
  ui: ReactElement,
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  localStorage.clear();
  sessionStorage.clear();
  const gateway = fakeApi(routes);
  const realtime = installFakeRealtime();
  const auth = await initTestAuthClient({
    claims: { sub: ME.id, preferred_username: ME.username, name: ME.name },
  });
  const store = createAppStore({ auth });
  const view = render(
    <Provider store={store}>
      <AuthProvider client={auth}>
        <UiProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </UiProvider>
      </AuthProvider>
    </Provider>,
  );
  return { ...view, store, gateway, realtime };
}
