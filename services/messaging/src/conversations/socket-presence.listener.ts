import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { REALTIME_SUBJECTS, RealtimeSocketNoticeSchema } from '@filmcollab/contracts';
import { InjectNatsConnection } from '@filmcollab/service-kit';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { DirectMessagesService } from './direct-messages.service';

/**
 * The notifications service's socket notices (core NATS, one per socket opening or closing on any
 * replica), shared by messaging's replicas through a queue group: when a user's last socket
 * closes, they are offline even if their tab never said so.
 */
@Injectable()
export class SocketPresenceListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SocketPresence');
  private subscription: Subscription | null = null;

  constructor(
    @InjectNatsConnection() private readonly nats: NatsConnection,
    private readonly directMessages: DirectMessagesService,
  ) {}

  onModuleInit(): void {
    this.subscription = this.nats.subscribe(REALTIME_SUBJECTS.socket, {
      queue: 'messaging',
      callback: (error, message) => {
        if (error) return;
        let body: unknown;
        try {
          body = message.json();
        } catch {
          return;
        }
        const notice = RealtimeSocketNoticeSchema.safeParse(body);
        if (!notice.success) return;
        const { userId, socketId, state } = notice.data;
        const work =
          state === 'opened'
            ? this.directMessages.socketOpened(userId, socketId)
            : this.directMessages.socketClosed(userId, socketId);
        work.catch((failure: unknown) =>
          this.logger.warn({ err: failure, userId }, 'Presence from a socket notice not saved'),
        );
      },
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }
}
