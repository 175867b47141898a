import * as z from 'zod/mini';
import { RealtimeRoomSchema } from './realtime-rooms';

/*
 * Deliveries: how any service asks for a realtime push. They travel on core NATS (not JetStream):
 * they are ephemeral by design. What must not be lost is in the publishing domain's own data, and a
 * client that (re)connects refetches it; a delivery only spares it the refetch loop.
 * Every replica of the notifications service subscribes to these subjects (no queue group) and
 * pushes to the sockets it holds.
 */

/** `notification.created`, `message.created`, `signal.typing`: dot-separated lower-case words. */
export const RealtimeTypeSchema = z
  .string()
  .check(
    z.maxLength(64),
    z.regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'Invalid realtime type'),
  );

/** Types starting with this are the socket protocol's own frames; deliveries never use them. */
export const REALTIME_PROTOCOL_PREFIX = 'realtime.';
/** Types starting with this are signals sent by clients; deliveries never use them either. */
export const REALTIME_SIGNAL_PREFIX = 'signal.';

const DeliveryTypeSchema = RealtimeTypeSchema.check(
  z.refine(
    (type) =>
      !type.startsWith(REALTIME_PROTOCOL_PREFIX) && !type.startsWith(REALTIME_SIGNAL_PREFIX),
    'Reserved realtime type',
  ),
);

export const REALTIME_SUBJECTS = {
  /** `RealtimeUserDelivery`: to every socket of each listed user. */
  users: 'realtime.deliver.users',
  /** `RealtimeRoomDelivery`: to every socket subscribed to the room. */
  room: 'realtime.deliver.room',
  /** `RealtimeRoomEviction`: the listed users' sockets leave the room (access taken away). */
  evict: 'realtime.deliver.evict',
  /** `RealtimeSignalNotice`: a client signal, for the room's owner to observe (presence, typing). */
  signal: 'realtime.signal',
  /** `RealtimeSocketNotice`: a signed-in socket opened or closed (one per socket, any replica). */
  socket: 'realtime.socket',
} as const;

/** A delivery's payload is JSON the browser parses with the type's own schema. */
const DeliveryDataSchema = z.unknown();

export const MAX_DELIVERY_USERS = 1000;

export const RealtimeUserDeliverySchema = z.object({
  userIds: z
    .array(z.string().check(z.minLength(1)))
    .check(z.minLength(1), z.maxLength(MAX_DELIVERY_USERS)),
  type: DeliveryTypeSchema,
  data: DeliveryDataSchema,
});
export type RealtimeUserDelivery = z.infer<typeof RealtimeUserDeliverySchema>;

export const RealtimeRoomDeliverySchema = z.object({
  room: RealtimeRoomSchema,
  type: DeliveryTypeSchema,
  data: DeliveryDataSchema,
  /** Sockets of this user are skipped (e.g. the author already shows their own message). */
  exceptUserId: z.optional(z.string().check(z.minLength(1))),
});
export type RealtimeRoomDelivery = z.infer<typeof RealtimeRoomDeliverySchema>;

export const RealtimeRoomEvictionSchema = z.object({
  room: RealtimeRoomSchema,
  userIds: z
    .array(z.string().check(z.minLength(1)))
    .check(z.minLength(1), z.maxLength(MAX_DELIVERY_USERS)),
});
export type RealtimeRoomEviction = z.infer<typeof RealtimeRoomEvictionSchema>;

export const RealtimeSignalNoticeSchema = z.object({
  room: RealtimeRoomSchema,
  userId: z.string().check(z.minLength(1)),
  type: RealtimeTypeSchema,
  data: z.unknown(),
  at: z.iso.datetime(),
});
export type RealtimeSignalNotice = z.infer<typeof RealtimeSignalNoticeSchema>;

export const RealtimeSocketNoticeSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  socketId: z.string().check(z.minLength(1)),
  state: z.enum(['opened', 'closed']),
  at: z.iso.datetime(),
});
export type RealtimeSocketNotice = z.infer<typeof RealtimeSocketNoticeSchema>;
