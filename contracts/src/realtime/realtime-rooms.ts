import * as z from 'zod/mini';
import { defineQuery, type QueryDefinition } from '../messaging/define-query';
import type { ServiceName } from '../services/service-registry';

/**
 * A room is a topic several users follow on their sockets: `<kind>:<id>`
 * (`conversation:…`, `project-chat:…`). Every kind has one owning service, which alone decides who
 * may join (it answers `<owner>.realtime.room_access`) and publishes the room's deliveries. Every
 * socket is also, implicitly and without a room, its own user's: deliveries `toUsers` reach it.
 */
export const REALTIME_ROOM_OWNERS = {
  /** A direct-message conversation: its two participants. */
  conversation: 'messaging',
  /** A project's group chat: its active members (messaging keeps them from projects' events). */
  'project-chat': 'messaging',
  /** A community post's comments and likes: anyone signed in. */
  post: 'community',
  /** The community feed's new posts (`community-feed:all`): anyone signed in. */
  'community-feed': 'community',
  /** A project's workspace board (tasks, milestones, files, events): its creator and members. */
  workspace: 'workspace',
} as const satisfies Record<string, ServiceName>;

export type RealtimeRoomKind = keyof typeof REALTIME_ROOM_OWNERS;

const ROOM_PATTERN = /^([a-z][a-z-]*):([A-Za-z0-9_-]{1,64})$/;

export type RealtimeRoom = `${RealtimeRoomKind}:${string}`;

export const RealtimeRoomSchema = z.pipe(
  z.string().check(
    z.maxLength(100),
    z.refine((value) => parseRealtimeRoom(value) !== null, 'Unknown room'),
  ),
  z.transform((value: string) => value as RealtimeRoom),
);

/** `{ kind, id, owner }` of a well-formed room of a known kind, else null. */
export function parseRealtimeRoom(
  room: string,
): { kind: RealtimeRoomKind; id: string; owner: ServiceName } | null {
  const match = ROOM_PATTERN.exec(room);
  if (!match) return null;
  const kind = match[1] as RealtimeRoomKind;
  if (!Object.hasOwn(REALTIME_ROOM_OWNERS, kind)) return null;
  return { kind, id: match[2], owner: REALTIME_ROOM_OWNERS[kind] };
}

export function realtimeRoom(kind: RealtimeRoomKind, id: string): RealtimeRoom {
  return `${kind}:${id}`;
}

export const RoomAccessRequestSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  room: z.string().check(z.minLength(1)),
});
export const RoomAccessResponseSchema = z.object({ allowed: z.boolean() });

/**
 * Asked by the notifications service when a socket subscribes to a room of the owner's kinds
 * (`messaging.realtime.room_access`). No answer within the query timeout means "not allowed".
 * The answer is cached per socket for `ROOM_ACCESS_CACHE_SECONDS`; an owner that takes access away
 * publishes `realtime.deliver.evict` so open sockets leave the room at once.
 */
function roomAccessQuery<const S extends ServiceName>(service: S) {
  return defineQuery(
    `${service}.realtime.room_access`,
    RoomAccessRequestSchema,
    RoomAccessResponseSchema,
  );
}

export const MessagingRoomAccessQuery = roomAccessQuery('messaging');
export const CommunityRoomAccessQuery = roomAccessQuery('community');
export const WorkspaceRoomAccessQuery = roomAccessQuery('workspace');

const ROOM_ACCESS_QUERIES: Record<ServiceName, QueryDefinition | undefined> = {
  identity: undefined,
  profiles: undefined,
  community: CommunityRoomAccessQuery,
  discovery: undefined,
  projects: undefined,
  workspace: WorkspaceRoomAccessQuery,
  messaging: MessagingRoomAccessQuery,
  notifications: undefined,
  contest: undefined,
};

/** The query deciding who may join rooms of this kind. */
export function roomAccessQueryFor(
  kind: RealtimeRoomKind,
): QueryDefinition<typeof RoomAccessRequestSchema, typeof RoomAccessResponseSchema> {
  const query = ROOM_ACCESS_QUERIES[REALTIME_ROOM_OWNERS[kind]];
  if (!query) throw new Error(`No room access query for rooms of kind "${kind}"`);
  return query as QueryDefinition<typeof RoomAccessRequestSchema, typeof RoomAccessResponseSchema>;
}

export const ROOM_ACCESS_CACHE_SECONDS = 60;
