import * as z from 'zod/mini';
import { DirectMessageSchema, PresenceSchema } from './messaging-http';
import { ChatMessageSchema } from './project-chat-http';

/*
 * What the messaging service pushes over `/realtime` (contracts' realtime/*). Direct-message frames
 * go to both users (`toUsers`), so every tab keeps its list and badge without a room; a project's
 * chat goes to the room `project-chat:{projectId}`. Typing is a client signal (`signal.typing`,
 * `{ typing }`) in the room `conversation:{id}`; it never reaches the service's data.
 */
export const MESSAGING_REALTIME = {
  /** `DirectMessage`: to the sender's and the receiver's sockets. */
  messageCreated: 'message.created',
  /** `MessagesReadPush`: to both users when the receiver opened the conversation. */
  messagesRead: 'message.read',
  /** `Presence`: to the user's conversation partners. */
  presenceChanged: 'presence.changed',
  /** `ChatMessage`: to the project's chat room. */
  chatMessageCreated: 'chat.message_created',
  /** Client signal in `conversation:{id}`: `TypingSignal`. */
  typing: 'signal.typing',
} as const;

export const MessagesReadPushSchema = z.object({
  conversationId: z.string(),
  readerId: z.string(),
  messageIds: z.array(z.string()),
  readAt: z.iso.datetime(),
});
export type MessagesReadPush = z.infer<typeof MessagesReadPushSchema>;

export const TypingSignalSchema = z.object({ typing: z.boolean() });
export type TypingSignal = z.infer<typeof TypingSignalSchema>;

export { DirectMessageSchema as MessageCreatedPushSchema };
export { PresenceSchema as PresenceChangedPushSchema };
export { ChatMessageSchema as ChatMessageCreatedPushSchema };
