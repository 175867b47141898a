import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { InjectNatsConnection } from '@filmcollab/service-kit';
import type { RealtimeRoom } from '@filmcollab/contracts';
import { RealtimeSessions } from './realtime-sessions';

/** Between this service's replicas only: "does one of you hold this user's socket in this room?" */
const IN_ROOM_SUBJECT = 'notifications.realtime.in_room';
/** Replicas that hold such a socket answer; silence for this long means none does. */
const ANSWER_WAIT_MS = 150;

/**
 * Whether a user is looking at a room right now on any replica (e.g. the conversation a new
 * message belongs to), asked of every replica at once; only those that hold the socket answer.
 */
@Injectable()
export class RealtimePresence implements OnModuleInit, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    @InjectNatsConnection() private readonly nats: NatsConnection,
    private readonly sessions: RealtimeSessions,
  ) {}

  onModuleInit(): void {
    this.subscription = this.nats.subscribe(IN_ROOM_SUBJECT, {
      callback: (error, message) => {
        if (error) return;
        const body = parse(message.string());
        if (body && this.sessions.hasUserInRoom(body.userId, body.room)) message.respond('1');
      },
    });
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }

  async isInRoom(userId: string, room: RealtimeRoom): Promise<boolean> {
    if (this.sessions.hasUserInRoom(userId, room)) return true;
    try {
      const answers = await this.nats.requestMany(
        IN_ROOM_SUBJECT,
        JSON.stringify({ userId, room }),
        {
          strategy: 'timer',
          maxWait: ANSWER_WAIT_MS,
        },
      );
      for await (const _answer of answers) return true;
    } catch {
      // No replica answered in time (or NATS is away): treat as not looking.
    }
    return false;
  }
}

function parse(text: string): { userId: string; room: string } | null {
  try {
    const body = JSON.parse(text) as { userId?: unknown; room?: unknown };
    return typeof body.userId === 'string' && typeof body.room === 'string'
      ? { userId: body.userId, room: body.room }
      : null;
  } catch {
    return null;
  }
}
