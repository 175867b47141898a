import { UiProvider } from '@filmcollab/ui';
import { AuthProvider, createAppStore } from '@filmcollab/web-kit';
import { initTestAuthClient, installFakeRealtime } from '@filmcollab/web-kit/testing';
import type { ChatMessage, ConversationEntry, DirectMessage } from '@filmcollab/contracts';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export const viewer = { id: 'me', username: 'demo', name: 'Demo User' };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderOptions {
  path: string;
  url: string;
}

/**
 * Renders a messaging screen the way the shell does (store, auth, UI kit, router), signed in as
 * `viewer`, with web-kit's realtime client over a fake socket (`realtime.connect()` opens it).
 */
export async function renderSignedIn(element: ReactElement, { path, url }: RenderOptions) {
  localStorage.clear();
  sessionStorage.clear();
  const realtime = installFakeRealtime();
  const auth = await initTestAuthClient({
    claims: { sub: viewer.id, preferred_username: viewer.username, name: viewer.name },
  });
  const store = createAppStore({ auth });
  const view = render(
    <Provider store={store}>
      <AuthProvider client={auth}>
        <UiProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </UiProvider>
      </AuthProvider>
    </Provider>,
  );
  /** Opens the socket, accepts `auth` and every room the client asks for. */
  const connect = async () => {
    const socket = await act(async () => realtime.connect(viewer.id));
    return socket;
  };
  return { ...view, store, realtime, connect };
}

export function aPerson(id: string, fullName: string | null = `${id} Person`) {
  return { id, username: id, fullName, profileImageUrl: null };
}

export function anEntry(overrides: Partial<ConversationEntry> = {}): ConversationEntry {
  return {
    id: 'c-bo',
    otherUser: aPerson('bo', 'Bo Editor'),
    lastMessage: 'See you on set',
    lastMessageAt: new Date().toISOString(),
    unreadCount: 0,
    presence: { userId: 'bo', status: 'online', lastSeen: null },
    canMessage: true,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<DirectMessage> = {}): DirectMessage {
  return {
    id: 'm1',
    conversationId: 'c-bo',
    senderId: 'bo',
    receiverId: viewer.id,
    text: 'Hello there',
    read: false,
    readAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function aChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'cm1',
    projectId: 'p1',
    senderId: 'bo',
    sender: aPerson('bo', 'Bo Editor'),
    text: 'Call time is 7am',
    messageType: 'text',
    clientId: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
