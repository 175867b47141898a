import { z } from 'zod';
import { defineEvent } from '../messaging/define-event';

const ConnectionRequestRefSchema = z.object({
  requestId: z.string().min(1),
  senderId: z.string().min(1),
  receiverId: z.string().min(1),
});

/** A user asked another to connect; notifications tells the receiver (Accept / Decline). */
export const ConnectionRequestSentEvent = defineEvent(
  'profiles.connection_request.sent',
  ConnectionRequestRefSchema.extend({
    senderName: z.string().nullable(),
    senderUsername: z.string().nullable(),
    sentAt: z.iso.datetime(),
  }),
);

/** The receiver accepted: the two users are connected from now on. */
export const ConnectionRequestAcceptedEvent = defineEvent(
  'profiles.connection_request.accepted',
  ConnectionRequestRefSchema.extend({
    receiverName: z.string().nullable(),
    acceptedAt: z.iso.datetime(),
  }),
);

/**
 * One of two connected users ended the connection: they are no longer connected (messaging
 * permission and the profile page's Connect button follow).
 */
export const ConnectionRemovedEvent = defineEvent(
  'profiles.connection.removed',
  z.object({
    userId: z.string().min(1),
    otherUserId: z.string().min(1),
    removedAt: z.iso.datetime(),
  }),
);

/** The receiver declined (status `rejected`). */
export const ConnectionRequestDeclinedEvent = defineEvent(
  'profiles.connection_request.declined',
  ConnectionRequestRefSchema.extend({ declinedAt: z.iso.datetime() }),
);
