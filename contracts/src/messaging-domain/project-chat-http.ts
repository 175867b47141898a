import * as z from 'zod/mini';
import { identifier, multiLineText } from '../http/input-rules';
import {
  ChatPersonSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_DEFAULT,
  MESSAGES_PAGE_MAX,
} from './messaging-http';

/*
 * A project's group chat (spec 03 "Group chat", §3 project_messages): active members only; others
 * answer 403 `NOT_PROJECT_MEMBER`. Membership is messaging's own copy of projects' events.
 */

/** Spec 03 §9: a pushed message matching an optimistic one within this window is the same. */
export const CHAT_DUPLICATE_WINDOW_MS = 10_000;

export const ChatMessageSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  senderId: z.string(),
  sender: ChatPersonSchema,
  text: z.string(),
  messageType: z.literal('text'),
  /** The sender's own id for the message, so its optimistic copy is replaced exactly. */
  clientId: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatProjectIdParamSchema = identifier(200);

/** `GET /api/messaging/projects/:projectId/chat?before=&limit=`: oldest first within a page. */
export const ChatPageQuerySchema = z.object({
  before: z.optional(identifier(200)),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MESSAGES_PAGE_MAX)),
    MESSAGES_PAGE_DEFAULT,
  ),
});
export type ChatPageQuery = z.infer<typeof ChatPageQuerySchema>;
export const ChatPageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  nextCursor: z.nullable(z.string()),
});
export type ChatPage = z.infer<typeof ChatPageSchema>;

/**
 * `POST /api/messaging/projects/:projectId/chat`: 201 with the message. A retry with the same
 * `clientId` answers the message already stored (never twice).
 */
export const PostChatMessageRequestSchema = z.object({
  text: multiLineText().check(z.minLength(1), z.maxLength(MESSAGE_MAX_LENGTH)),
  clientId: z.optional(identifier(100)),
});
export type PostChatMessageRequest = z.input<typeof PostChatMessageRequestSchema>;
