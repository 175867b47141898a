import type {
  ChatMessage,
  ConversationEntry,
  DirectMessage,
} from '@filmcollab/contracts/messaging';
import { renderLikeShell } from '@filmcollab/web-kit/testing';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';

export const viewer = { id: 'me', username: 'demo', name: 'Demo User' };

export interface RenderOptions {
  path: string;
  url: string;
}

/**
 * Renders a messaging screen the way the shell does (see `renderLikeShell`), signed in as
 * `viewer`, with web-kit's realtime client over a fake socket (`connect()` opens it).
 */
export async function renderSignedIn(element: ReactElement, { path, url }: RenderOptions) {
  const view = await renderLikeShell(element, { user: viewer, path, url, realtime: true });
  /** Opens the socket, accepts `auth` and every room the client asks for. */
  const connect = async () => {
    const socket = await act(async () => view.realtime.connect(viewer.id));
    return socket;
  };
  return { ...view, connect };
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
