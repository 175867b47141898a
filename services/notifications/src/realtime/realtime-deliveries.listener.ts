import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { z } from 'zod';
import {
  REALTIME_SUBJECTS,
  RealtimeRoomDeliverySchema,
  RealtimeRoomEvictionSchema,
  RealtimeSignalNoticeSchema,
  RealtimeUserDeliverySchema,
} from '@filmcollab/contracts';
import { InjectNatsConnection } from '@filmcollab/service-kit';
import { RealtimeSessions } from './realtime-sessions';

/**
 * Every replica subscribes to the delivery subjects without a queue group, so each sees every
 * delivery and pushes it to the sockets it holds.
 */
@Injectable()
export class RealtimeDeliveriesListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RealtimeDeliveries');
  private readonly subscriptions: Subscription[] = [];

  constructor(
    @InjectNatsConnection() private readonly nats: NatsConnection,
    private readonly sessions: RealtimeSessions,
  ) {}

  onModuleInit(): void {
    this.listen(REALTIME_SUBJECTS.users, RealtimeUserDeliverySchema, (d) =>
      this.sessions.deliverToUsers(d),
    );
    this.listen(REALTIME_SUBJECTS.room, RealtimeRoomDeliverySchema, (d) =>
      this.sessions.deliverToRoom(d),
    );
    this.listen(REALTIME_SUBJECTS.evict, RealtimeRoomEvictionSchema, (d) => this.sessions.evict(d));
    this.listen(REALTIME_SUBJECTS.signal, RealtimeSignalNoticeSchema, (d) =>
      this.sessions.deliverSignal(d),
    );
  }

  /** Resolves once the server has the subscriptions (tests publish right after). */
  flush(): Promise<void> {
    return this.nats.flush();
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  private listen<S extends z.core.$ZodType>(
    subject: string,
    schema: S,
    deliver: (delivery: z.infer<S>) => unknown,
  ): void {
    const callback = (error: Error | null, message: Msg) => {
      if (error) return;
      let body: unknown;
      try {
        body = message.json();
      } catch {
        body = undefined;
      }
      const parsed = z.safeParse(schema, body);
      if (!parsed.success) {
        this.logger.warn({ subject }, 'Malformed realtime delivery dropped');
        return;
      }
      deliver(parsed.data);
    };
    this.subscriptions.push(this.nats.subscribe(subject, { callback }));
  }
}
