import * as z from 'zod/mini';
import { defineEvent } from '../messaging/define-event';

/*
 * The messaging domain's durable events. Notifications tells a receiver about a new direct message
 * they are not viewing; previews are cut so no event carries a whole conversation.
 */

export const MESSAGE_EVENT_PREVIEW_LENGTH = 140;

/** A direct message was stored for its receiver. */
export const DirectMessageSentEvent = defineEvent(
  'messaging.message.sent',
  z.object({
    messageId: z.string(),
    conversationId: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
    senderName: z.nullable(z.string()),
    preview: z.string(),
    sentAt: z.iso.datetime(),
  }),
);

/** The receiver opened the conversation: its messages to them are read. */
export const ConversationReadEvent = defineEvent(
  'messaging.conversation.read',
  z.object({
    conversationId: z.string(),
    readerId: z.string(),
    count: z.int().check(z.minimum(1)),
    readAt: z.iso.datetime(),
  }),
);

/** A member posted in a project's group chat. */
export const ChatMessagePostedEvent = defineEvent(
  'messaging.chat_message.posted',
  z.object({
    messageId: z.string(),
    projectId: z.string(),
    senderId: z.string(),
    senderName: z.nullable(z.string()),
    preview: z.string(),
    postedAt: z.iso.datetime(),
  }),
);
