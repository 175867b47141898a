import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { InjectNatsConnection } from '@filmcollab/service-kit';
import type { RealtimeRoom } from '@filmcollab/contracts';
import { RealtimeSessions } from './realtime-sessions';

/**
 * Between this service's replicas only: a replica listens on a user's subject for a room while it
 * holds a socket of theirs in that room, so NATS itself knows who is looking at what.
 */
const IN_ROOM_SUBJECT = 'notifications.realtime.in_room';
/** A replica that listens answers at once; this bounds a slow one. */
const ANSWER_WAIT_MS = 150;

/** Room names carry ':' and ids may carry '.', which NATS reads as a token separator. */
function subjectToken(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function inRoomSubject(userId: string, room: string): string {
  return `${IN_ROOM_SUBJECT}.${subjectToken(userId)}.${subjectToken(room)}`;
}

/**
 * Whether a user is looking at a room right now on any replica (e.g. the conversation a new
 * message belongs to). When no replica listens on the user's subject for the room, NATS answers
 * "no responders" at once, so the usual answer, "not looking", costs no wait.
 */
@Injectable()
export class RealtimePresence implements OnModuleInit, OnApplicationShutdown {
  private readonly listening = new Map<string, Subscription>();

  constructor(
    @InjectNatsConnection() private readonly nats: NatsConnection,
    private readonly sessions: RealtimeSessions,
  ) {}

  onModuleInit(): void {
    this.sessions.onRoomPresence(async (userId, room, present) => {
      const subject = inRoomSubject(userId, room);
      if (present) {
        if (this.listening.has(subject) || this.nats.isClosed()) return;
        this.listening.set(
          subject,
          this.nats.subscribe(subject, {
            callback: (error, message) => {
              if (!error) message.respond('1');
            },
          }),
        );
        // Once NATS has the subscription, every replica's question finds it (NATS away: no wait).
        await Promise.race([
          this.nats.flush().catch(() => undefined),
          sleep(ANSWER_WAIT_MS, undefined, { ref: false }),
        ]);
      } else {
        this.listening.get(subject)?.unsubscribe();
        this.listening.delete(subject);
      }
    });
  }

  onApplicationShutdown(): void {
    for (const subscription of this.listening.values()) subscription.unsubscribe();
    this.listening.clear();
  }

  async isInRoom(userId: string, room: RealtimeRoom): Promise<boolean> {
    if (this.sessions.hasUserInRoom(userId, room)) return true;
    try {
      await this.nats.request(inRoomSubject(userId, room), '', { timeout: ANSWER_WAIT_MS });
      return true;
    } catch {
      // No replica listens (or none answered in time, or NATS is away): not looking.
      return false;
    }
  }
}
