import * as z from 'zod/mini';
import { identifier, multiLineText } from '../http/input-rules';

/*
 * Direct messages (spec 01 "Direct messaging", §3 conversations / messages / user_presence).
 * Every route is under `/api/messaging`, signed in. Who may message whom: connected users
 * (profiles' connections) or users sharing a project (projects' memberships); anything else answers
 * 403 `NOT_ALLOWED_TO_MESSAGE` ('You can only message users from your projects.').
 */

export const MESSAGE_MAX_LENGTH = 5000;
/** Spec 01 §9: the conversation list cuts the last message to this many characters. */
export const LAST_MESSAGE_PREVIEW_LENGTH = 50;
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;

/** Spec 01 §4: any stored value other than these reads as offline. */
export const PRESENCE_STATUSES = ['online', 'offline', 'away'] as const;
export const PresenceStatusSchema = z.enum(PRESENCE_STATUSES);
export type PresenceStatus = z.infer<typeof PresenceStatusSchema>;

/** A person as messaging knows them (its read model of profiles); names may be null. */
export const ChatPersonSchema = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
});
export type ChatPerson = z.infer<typeof ChatPersonSchema>;

export const PresenceSchema = z.object({
  userId: z.string(),
  status: PresenceStatusSchema,
  /** When the user was last seen online; null when never. */
  lastSeen: z.nullable(z.iso.datetime()),
});
export type Presence = z.infer<typeof PresenceSchema>;

export const DirectMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  text: z.string(),
  read: z.boolean(),
  readAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type DirectMessage = z.infer<typeof DirectMessageSchema>;

/**
 * One entry of the conversation list (spec 01 "conversation entry"): the other user, the last
 * message (whole; the list cuts it), its time, the unread count for the viewer, the other user's
 * presence, and whether the viewer may still write (a removed connection keeps the history).
 */
export const ConversationEntrySchema = z.object({
  id: z.string(),
  otherUser: ChatPersonSchema,
  lastMessage: z.nullable(z.string()),
  lastMessageAt: z.nullable(z.iso.datetime()),
  unreadCount: z.int().check(z.minimum(0)),
  presence: PresenceSchema,
  canMessage: z.boolean(),
});
export type ConversationEntry = z.infer<typeof ConversationEntrySchema>;

/** `GET /api/messaging/conversations`: the viewer's conversations, latest activity first. */
export const ConversationListSchema = z.object({ conversations: z.array(ConversationEntrySchema) });
export type ConversationList = z.infer<typeof ConversationListSchema>;

/**
 * `GET /api/messaging/contacts/:userId`: what the thread header and input need before any message:
 * the person, their presence, whether the viewer may message them, and the conversation between the
 * two if one exists. Nothing is created by it.
 */
export const ContactSchema = z.object({
  user: ChatPersonSchema,
  presence: PresenceSchema,
  canMessage: z.boolean(),
  conversationId: z.nullable(z.string()),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactUserIdParamSchema = identifier(200);

/**
 * `POST /api/messaging/messages`: sends a direct message; the conversation is found with either
 * ordering of the two users or created. Text is trimmed; blank text answers 400. 201 with the
 * message; 403 `NOT_ALLOWED_TO_MESSAGE`; 400 `CANNOT_MESSAGE_SELF`.
 */
export const SendDirectMessageRequestSchema = z.object({
  receiverId: identifier(200),
  text: multiLineText().check(z.minLength(1), z.maxLength(MESSAGE_MAX_LENGTH)),
});
export type SendDirectMessageRequest = z.input<typeof SendDirectMessageRequestSchema>;

export const ConversationIdParamSchema = identifier(200);

/**
 * `GET /api/messaging/conversations/:id/messages?before=&limit=&q=`: the thread, oldest first
 * within a page; `before` is the `nextCursor` of the previous page (older messages); `q` keeps the
 * messages containing it (case-insensitive). 404 `CONVERSATION_NOT_FOUND` for non-participants.
 */
export const MessagePageQuerySchema = z.object({
  before: z.optional(identifier(200)),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MESSAGES_PAGE_MAX)),
    MESSAGES_PAGE_DEFAULT,
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type MessagePageQuery = z.infer<typeof MessagePageQuerySchema>;
export const MessagePageSchema = z.object({
  messages: z.array(DirectMessageSchema),
  /** Older messages remain when set. */
  nextCursor: z.nullable(z.string()),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

/**
 * `POST /api/messaging/conversations/:id/read`: the receiver opened the conversation; every
 * message to them in it becomes read. Answers which changed, when, and the viewer's unread total.
 */
export const MarkReadResponseSchema = z.object({
  marked: z.int().check(z.minimum(0)),
  /** The messages this call turned read. */
  messageIds: z.array(z.string()),
  readAt: z.iso.datetime(),
  unreadTotal: z.int().check(z.minimum(0)),
});
export type MarkReadResponse = z.infer<typeof MarkReadResponseSchema>;

/** `GET /api/messaging/unread-count`: unread direct messages to the viewer (the header badge). */
export const UnreadCountSchema = z.object({ total: z.int().check(z.minimum(0)) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/**
 * `PUT /api/messaging/presence`: online on entering messaging, offline on leaving (spec 01 §4);
 * 204. Conversation partners receive `presence.changed`.
 */
export const UpdatePresenceRequestSchema = z.object({ status: PresenceStatusSchema });
export type UpdatePresenceRequest = z.infer<typeof UpdatePresenceRequestSchema>;
