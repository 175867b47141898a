import * as z from 'zod/mini';
import { defineEvent } from '../messaging/define-event';

const ConnectionRequestRefSchema = z.object({
  requestId: z.string().check(z.minLength(1)),
  senderId: z.string().check(z.minLength(1)),
  receiverId: z.string().check(z.minLength(1)),
});

/** A user asked another to connect; notifications tells the receiver (Accept / Decline). */
export const ConnectionRequestSentEvent = defineEvent(
  'profiles.connection_request.sent',
  z.extend(ConnectionRequestRefSchema, {
    senderName: z.nullable(z.string()),
    senderUsername: z.nullable(z.string()),
    sentAt: z.iso.datetime(),
  }),
);

/** The receiver accepted: the two users are connected from now on. */
export const ConnectionRequestAcceptedEvent = defineEvent(
  'profiles.connection_request.accepted',
  z.extend(ConnectionRequestRefSchema, {
    receiverName: z.nullable(z.string()),
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
    userId: z.string().check(z.minLength(1)),
    otherUserId: z.string().check(z.minLength(1)),
    removedAt: z.iso.datetime(),
  }),
);

/** The receiver declined (status `rejected`). */
export const ConnectionRequestDeclinedEvent = defineEvent(
  'profiles.connection_request.declined',
  z.extend(ConnectionRequestRefSchema, { declinedAt: z.iso.datetime() }),
);

/**
 * A profile was created or its public card changed (name, username, role, photo, location,
 * availability, bio, secondary roles, years of experience, equipment). Other domains keep their own copy of people from it instead of asking profiles on
 * every request; `version` grows with every change so a consumer keeps the newest.
 */
export const ProfileChangedEvent = defineEvent(
  'profiles.profile.changed',
  z.object({
    userId: z.string().check(z.minLength(1)),
    username: z.string(),
    fullName: z.nullable(z.string()),
    primaryRole: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
    location: z.nullable(z.string()),
    availabilityStatus: z.nullable(z.string()),
    /** What discovery's filters and recommendations read (absent in events older than them). */
    bio: z.optional(z.nullable(z.string())),
    secondaryRoles: z.optional(z.array(z.string())),
    yearsExperience: z.optional(z.nullable(z.number())),
    equipmentOwned: z.optional(z.array(z.string())),
    version: z.int().check(z.minimum(0)),
    changedAt: z.iso.datetime(),
  }),
);

/**
 * Something a profile page shows changed: any field of the profile, its photo, rating summary,
 * collaboration count or credits. Every replica of the profiles service drops its cached copy of the
 * profile on it; a change of the public card also publishes `profiles.profile.changed`. `version`
 * is the profile's change counter (the same one `profiles.profile.changed` carries).
 */
export const ProfileUpdatedEvent = defineEvent(
  'profiles.profile.updated',
  z.object({
    userId: z.string().check(z.minLength(1)),
    version: z.int().check(z.minimum(0)),
    updatedAt: z.iso.datetime(),
  }),
);
