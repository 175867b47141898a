import * as z from 'zod/mini';
import { REALTIME_SIGNAL_PREFIX, RealtimeTypeSchema } from './realtime-delivery';
import { RealtimeRoomSchema } from './realtime-rooms';

/*
 * The browser protocol on `/realtime` (one WebSocket per tab, JSON text frames).
 *
 * 1. The client connects (the gateway's `/realtime` route; the page's origin must be allowed) and
 *    sends `{ type: 'auth', token }` with its access token within `REALTIME_AUTH_TIMEOUT_MS` —
 *    never in the URL, which proxies log. The server verifies it like an HTTP request and answers
 *    `realtime.ready`, or closes with `UNAUTHORIZED`.
 * 2. Whenever keycloak-js refreshes the token the client sends `auth` again (same user only);
 *    a socket whose token expires without a new one is closed with `TOKEN_EXPIRED`.
 * 3. Rooms: `subscribe` / `unsubscribe`; the owner decides access (see realtime-rooms.ts).
 * 4. Signals: `{ type: 'signal', room, name: 'signal.typing', data }` on a joined room reach the
 *    room's other sockets as `{ type: name, room, from, data }` (and the owner, on NATS).
 * 5. The server's frames are `{ type, data, room?, from? }`: deliveries (types of the publishing
 *    domain, e.g. `notification.created`) and the protocol's own `realtime.*` frames.
 */

export const REALTIME_PATH = '/realtime';
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
/** Largest client frame; larger ones close the socket (1009). */
export const REALTIME_MAX_CLIENT_FRAME_BYTES = 16 * 1024;
/** Largest signal payload (JSON length). */
export const REALTIME_MAX_SIGNAL_BYTES = 2 * 1024;
/** Frames a socket may send per second (bursts of twice that); more are refused. */
export const REALTIME_MAX_FRAMES_PER_SECOND = 20;
/** Rooms one socket may be in at once. */
export const REALTIME_MAX_ROOMS_PER_SOCKET = 200;

export const SignalTypeSchema = RealtimeTypeSchema.check(
  z.refine(
    (type) => type.startsWith(REALTIME_SIGNAL_PREFIX),
    `Signals are named ${REALTIME_SIGNAL_PREFIX}<name>`,
  ),
);

export const ClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().check(z.minLength(1), z.maxLength(8192)) }),
  z.object({ type: z.literal('subscribe'), room: RealtimeRoomSchema }),
  z.object({ type: z.literal('unsubscribe'), room: RealtimeRoomSchema }),
  z.object({
    type: z.literal('signal'),
    room: RealtimeRoomSchema,
    name: SignalTypeSchema,
    data: z.optional(z.unknown()),
  }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/** Every frame the server sends. */
export const ServerFrameSchema = z.object({
  type: RealtimeTypeSchema,
  data: z.optional(z.unknown()),
  /** Set for room deliveries and signals. */
  room: z.optional(z.string()),
  /** The sending user, set for signals. */
  from: z.optional(z.string()),
});
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

/** The protocol's own server frames. */
export const REALTIME_FRAMES = {
  /** After each accepted `auth`: `{ userId, expiresAt }` (ISO). */
  ready: 'realtime.ready',
  /** `{ room }` once the owner allowed it. */
  subscribed: 'realtime.subscribed',
  /** `{ room, reason: 'requested' | 'evicted' }`. */
  unsubscribed: 'realtime.unsubscribed',
  /** `{ code, message, room? }`: a refused frame; the socket stays open. */
  error: 'realtime.error',
  /** The answer to `ping`. */
  pong: 'realtime.pong',
} as const;

export const RealtimeReadySchema = z.object({ userId: z.string(), expiresAt: z.iso.datetime() });
export const RealtimeRoomFrameSchema = z.object({
  room: z.string(),
  reason: z.optional(z.enum(['requested', 'evicted'])),
});

export const REALTIME_ERROR_CODES = [
  'BAD_FRAME',
  'NOT_AUTHENTICATED',
  'ROOM_FORBIDDEN',
  'ROOM_UNAVAILABLE',
  'NOT_SUBSCRIBED',
  'TOO_MANY_ROOMS',
  'SIGNAL_TOO_LARGE',
  /** More than `REALTIME_MAX_FRAMES_PER_SECOND` frames: the extra ones are dropped. */
  'RATE_LIMITED',
] as const;
export const RealtimeErrorFrameSchema = z.object({
  code: z.enum(REALTIME_ERROR_CODES),
  message: z.string(),
  room: z.optional(z.string()),
});
export type RealtimeErrorFrame = z.infer<typeof RealtimeErrorFrameSchema>;

/**
 * Close codes (4000-4999 are the application's). The client reconnects with backoff after any
 * close except `ORIGIN_NOT_ALLOWED`; after `UNAUTHORIZED` and `TOKEN_EXPIRED` it refreshes its
 * token first and stops when the session is gone.
 */
export const REALTIME_CLOSE = {
  /** No valid `auth` in time, an invalid token, another user's token, or an ended session. */
  UNAUTHORIZED: { code: 4401, reason: 'Unauthorized' },
  /** The page's origin is not one of the allowed ones. */
  ORIGIN_NOT_ALLOWED: { code: 4403, reason: 'Origin not allowed' },
  /** The access token expired and no refreshed one came. */
  TOKEN_EXPIRED: { code: 4408, reason: 'Token expired' },
  /** The server is shutting down; another replica takes the reconnect. */
  GOING_AWAY: { code: 1001, reason: 'Server shutting down' },
} as const;
export type RealtimeCloseName = keyof typeof REALTIME_CLOSE;
