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

/**
 * A profile was created or its public card changed (name, username, role, photo, location,
 * availability, bio, secondary roles, years of experience, equipment). Other domains keep their own copy of people from it instead of asking profiles on
 * every request; `version` grows with every change so a consumer keeps the newest.
 */
export const ProfileChangedEvent = defineEvent(
  'profiles.profile.changed',
  z.object({
    userId: z.string().min(1),
    username: z.string(),
    fullName: z.string().nullable(),
    primaryRole: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    location: z.string().nullable(),
    availabilityStatus: z.string().nullable(),
    /** What discovery's filters and recommendations read (absent in events older than them). */
    bio: z.string().nullable().optional(),
    secondaryRoles: z.array(z.string()).optional(),
    yearsExperience: z.number().nullable().optional(),
    equipmentOwned: z.array(z.string()).optional(),
    version: z.number().int().min(0),
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
    userId: z.string().min(1),
    version: z.number().int().min(0),
    updatedAt: z.iso.datetime(),
  }),
);
