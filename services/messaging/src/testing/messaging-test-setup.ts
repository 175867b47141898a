import { randomUUID } from 'node:crypto';
import {
  ConnectionRemovedEvent,
  ConnectionRequestAcceptedEvent,
  MemberJoinedEvent,
  MemberRemovedEvent,
  ProfileChangedEvent,
  REALTIME_SUBJECTS,
  UserRegisteredEvent,
  type RealtimeRoomDelivery,
  type RealtimeRoomEviction,
  type RealtimeUserDelivery,
} from '@filmcollab/contracts';
import { EventStreams } from '@filmcollab/service-kit';
import {
  type ServiceHarness,
  type TestUser,
  startServiceHarness,
} from '@filmcollab/service-kit/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { AppModule } from '../app.module';
import { messagingService } from '../service-definition';

/** Every other domain's event the service consumes. */
const CONSUMED = [
  UserRegisteredEvent,
  ProfileChangedEvent,
  ConnectionRequestAcceptedEvent,
  ConnectionRemovedEvent,
  MemberJoinedEvent,
  MemberRemovedEvent,
];

/**
 * The service on the test infrastructure, with its consumers bound: the other domains' streams are
 * declared as their owners would, and the harness waits until every consumer exists, so an event a
 * test publishes is handled before `waitForConsumersIdle` returns.
 */
export async function startMessagingHarness(): Promise<ServiceHarness> {
  const harness = await startServiceHarness(AppModule, { service: messagingService });
  await harness.get(EventStreams).declareOwnersOf(CONSUMED);
  const jsm = await jetstreamManager(harness.nats);
  await harness.waitFor(
    async () => {
      let bound = 0;
      for await (const stream of jsm.streams.list()) {
        for await (const consumer of jsm.consumers.list(stream.config.name)) {
          if (consumer.name.startsWith('messaging-')) bound += 1;
        }
      }
      return bound >= CONSUMED.length;
    },
    15_000,
    'the messaging consumers to bind',
  );
  return harness;
}

let tick = Date.parse('2025-01-01T00:00:00.000Z');
/** Strictly increasing event times, so a later step always wins. */
export function nextTime(): string {
  tick += 1000;
  return new Date(tick).toISOString();
}

/** Profiles' events as they arrive when `a` and `b` connect or disconnect. */
export async function connect(harness: ServiceHarness, a: TestUser, b: TestUser): Promise<void> {
  await harness.publish(ConnectionRequestAcceptedEvent, {
    requestId: randomUUID(),
    senderId: a.id,
    receiverId: b.id,
    receiverName: b.fullName,
    acceptedAt: nextTime(),
  });
  await harness.waitForConsumersIdle();
}

export async function disconnect(harness: ServiceHarness, a: TestUser, b: TestUser): Promise<void> {
  await harness.publish(ConnectionRemovedEvent, {
    userId: b.id,
    otherUserId: a.id,
    removedAt: nextTime(),
  });
  await harness.waitForConsumersIdle();
}

/** Projects' `member.joined` for each user (the first joins via creation). */
export async function joinProject(
  harness: ServiceHarness,
  projectId: string,
  ...users: TestUser[]
): Promise<void> {
  for (const [index, user] of users.entries()) {
    await harness.publish(MemberJoinedEvent, {
      memberId: randomUUID(),
      projectId,
      projectTitle: 'Night Train',
      creatorId: users[0].id,
      userId: user.id,
      role: index === 0 ? 'director' : 'editor',
      via: index === 0 ? 'creation' : 'application',
      invitedBy: null,
      joinedAt: nextTime(),
    });
  }
  await harness.waitForConsumersIdle();
}

export async function leaveProject(
  harness: ServiceHarness,
  projectId: string,
  user: TestUser,
): Promise<void> {
  await harness.publish(MemberRemovedEvent, {
    projectId,
    projectTitle: 'Night Train',
    creatorId: randomUUID(),
    userId: user.id,
    role: 'editor',
    action: 'left_voluntarily',
    at: nextTime(),
  });
  await harness.waitForConsumersIdle();
}

export async function announceProfile(
  harness: ServiceHarness,
  user: TestUser,
  fullName: string,
  version = 1,
): Promise<void> {
  await harness.publish(ProfileChangedEvent, {
    userId: user.id,
    username: user.username,
    fullName,
    primaryRole: null,
    profileImageUrl: `https://img.test/${user.id}.png`,
    location: null,
    availabilityStatus: null,
    version,
    changedAt: nextTime(),
  });
  await harness.waitForConsumersIdle();
}

/**
 * Records the realtime deliveries published on core NATS about one test's own users or rooms, of
 * one type each: the nats-server is shared with every suite running in parallel, and a test's
 * earlier actions may still be delivering when recording starts.
 */
export function recordDeliveries(
  harness: ServiceHarness,
  about: { users?: readonly TestUser[]; rooms?: readonly string[] },
) {
  const userIds = new Set((about.users ?? []).map((user) => user.id));
  const rooms = new Set(about.rooms ?? []);
  const concernsUsers = (ids: readonly string[]) => ids.some((id) => userIds.has(id));
  const users: RealtimeUserDelivery[] = [];
  const roomDeliveries: RealtimeRoomDelivery[] = [];
  const evictions: RealtimeRoomEviction[] = [];
  const record = <T>(list: T[], keep: (delivery: T) => boolean) => ({
    callback: (_error: unknown, message: { json<U>(): U }) => {
      const delivery = message.json<T>();
      if (keep(delivery)) list.push(delivery);
    },
  });
  const subscriptions = [
    harness.nats.subscribe(
      REALTIME_SUBJECTS.users,
      record(users, (d) => concernsUsers(d.userIds)),
    ),
    harness.nats.subscribe(
      REALTIME_SUBJECTS.room,
      record(roomDeliveries, (d) => rooms.has(d.room)),
    ),
    harness.nats.subscribe(
      REALTIME_SUBJECTS.evict,
      record(evictions, (d) => rooms.has(d.room) || concernsUsers(d.userIds)),
    ),
  ];
  return {
    users: (type: string) => users.filter((d) => d.type === type),
    rooms: (type: string) => roomDeliveries.filter((d) => d.type === type),
    evictions,
    ready: () => harness.nats.flush(),
    stop: () => subscriptions.forEach((s) => s.unsubscribe()),
  };
}
