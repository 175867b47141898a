import {
  type ChatMessage,
  ChatMessageSchema,
  type ChatPage,
  ChatPageSchema,
  type Contact,
  ContactSchema,
  type ConversationList,
  ConversationListSchema,
  type DirectMessage,
  type MarkReadResponse,
  MarkReadResponseSchema,
  type PostChatMessageRequest,
  type PresenceStatus,
  type SendDirectMessageRequest,
  type UnreadCount,
  UnreadCountSchema,
} from '@filmcollab/contracts/messaging';
import { api } from '@filmcollab/web-kit';
import { parseMessage, parseMessages } from './parse-messages';

const BASE = '/api/messaging';

export interface ThreadArgs {
  conversationId: string;
  /** In-thread search; empty for the whole thread. */
  q: string;
}

export interface ThreadPage {
  messages: DirectMessage[];
  nextCursor: string | null;
}

/** The thread shows the latest page (the newest 100 messages). */
export const THREAD_PAGE_SIZE = 100;

/**
 * Messaging service endpoints (contracts/src/messaging-domain). Caches are kept current by the
 * realtime pushes (`live/`), not by polling.
 */
export const messagingApi = api
  .enhanceEndpoints({
    addTagTypes: ['Conversations', 'Contact', 'Thread', 'UnreadMessages', 'ProjectChat'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      conversations: build.query<ConversationList, void>({
        query: () => `${BASE}/conversations`,
        transformResponse: (body: unknown) => ConversationListSchema.parse(body),
        providesTags: ['Conversations'],
      }),
      contact: build.query<Contact, string>({
        query: (userId) => `${BASE}/contacts/${encodeURIComponent(userId)}`,
        transformResponse: (body: unknown) => ContactSchema.parse(body),
        providesTags: (_result, _error, userId) => [{ type: 'Contact', id: userId }],
      }),
      thread: build.query<ThreadPage, ThreadArgs>({
        query: ({ conversationId, q }) => ({
          url: `${BASE}/conversations/${encodeURIComponent(conversationId)}/messages`,
          params: { limit: THREAD_PAGE_SIZE, ...(q ? { q } : {}) },
        }),
        transformResponse: (body: unknown): ThreadPage => {
          const page = (body ?? {}) as { messages?: unknown; nextCursor?: unknown };
          return {
            messages: parseMessages(page.messages),
            nextCursor: typeof page.nextCursor === 'string' ? page.nextCursor : null,
          };
        },
        providesTags: (_result, _error, { conversationId }) => [
          { type: 'Thread', id: conversationId },
        ],
      }),
      olderMessages: build.query<ThreadPage, { conversationId: string; before: string }>({
        query: ({ conversationId, before }) => ({
          url: `${BASE}/conversations/${encodeURIComponent(conversationId)}/messages`,
          params: { limit: THREAD_PAGE_SIZE, before },
        }),
        transformResponse: (body: unknown): ThreadPage => {
          const page = (body ?? {}) as { messages?: unknown; nextCursor?: unknown };
          return {
            messages: parseMessages(page.messages),
            nextCursor: typeof page.nextCursor === 'string' ? page.nextCursor : null,
          };
        },
        keepUnusedDataFor: 0,
      }),
      sendMessage: build.mutation<DirectMessage, SendDirectMessageRequest>({
        query: (body) => ({ url: `${BASE}/messages`, method: 'POST', body }),
        transformResponse: (body: unknown) => {
          const message = parseMessage(body);
          if (!message) throw new Error('The server answered an unreadable message');
          return message;
        },
      }),
      markRead: build.mutation<MarkReadResponse, string>({
        query: (conversationId) => ({
          url: `${BASE}/conversations/${encodeURIComponent(conversationId)}/read`,
          method: 'POST',
        }),
        transformResponse: (body: unknown) => MarkReadResponseSchema.parse(body),
      }),
      unreadCount: build.query<UnreadCount, void>({
        query: () => `${BASE}/unread-count`,
        transformResponse: (body: unknown) => UnreadCountSchema.parse(body),
        providesTags: ['UnreadMessages'],
      }),
      setPresence: build.mutation<void, PresenceStatus>({
        query: (status) => ({ url: `${BASE}/presence`, method: 'PUT', body: { status } }),
      }),
      projectChat: build.query<ChatPage, string>({
        query: (projectId) => `${BASE}/projects/${encodeURIComponent(projectId)}/chat`,
        transformResponse: (body: unknown) => ChatPageSchema.parse(body),
        providesTags: (_result, _error, projectId) => [{ type: 'ProjectChat', id: projectId }],
      }),
      postChatMessage: build.mutation<
        ChatMessage,
        { projectId: string; body: PostChatMessageRequest }
      >({
        query: ({ projectId, body }) => ({
          url: `${BASE}/projects/${encodeURIComponent(projectId)}/chat`,
          method: 'POST',
          body,
        }),
        transformResponse: (body: unknown) => ChatMessageSchema.parse(body),
      }),
    }),
  });

export const {
  useConversationsQuery,
  useContactQuery,
  useThreadQuery,
  useLazyOlderMessagesQuery,
  useSendMessageMutation,
  useMarkReadMutation,
  useUnreadCountQuery,
  useSetPresenceMutation,
  useProjectChatQuery,
  usePostChatMessageMutation,
} = messagingApi;
