import { Module } from '@nestjs/common';
import { AccessTokenVerifier } from '@filmcollab/service-kit';
import { RealtimeDeliveriesListener } from './realtime-deliveries.listener';
import { RealtimeSessions } from './realtime-sessions';
import { RoomAccess } from './room-access';
import { RealtimePresence } from './realtime-presence';
import { RealtimeServer } from './realtime-server';

/** The `/realtime` WebSocket: sockets, rooms and the NATS deliveries every replica pushes. */
@Module({
  providers: [
    AccessTokenVerifier,
    RoomAccess,
    RealtimeSessions,
    RealtimeDeliveriesListener,
    RealtimeServer,
    RealtimePresence,
  ],
  exports: [RealtimePresence],
})
export class RealtimeModule {}
