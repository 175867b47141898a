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

/** The receiver declined (status `rejected`). */
export const ConnectionRequestDeclinedEvent = defineEvent(
  'profiles.connection_request.declined',
  ConnectionRequestRefSchema.extend({ declinedAt: z.iso.datetime() }),
);
