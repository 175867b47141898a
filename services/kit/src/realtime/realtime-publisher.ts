import { Injectable, Logger } from '@nestjs/common';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import {
  REALTIME_SUBJECTS,
  type RealtimeRoom,
  RealtimeRoomDeliverySchema,
  RealtimeRoomEvictionSchema,
  RealtimeUserDeliverySchema,
  MAX_DELIVERY_USERS,
} from '@filmcollab/contracts';
import { z } from 'zod';
import { CORRELATION_HEADER, getCorrelationId } from '../correlation/correlation-id';
import { InjectNatsConnection } from '../nats/nats-connection';

export interface RoomDeliveryOptions {
  /** This user's sockets are skipped. */
  exceptUserId?: string;
}

/**
 * Asks the notifications service's replicas to push a frame to browsers over `/realtime`
 * (contracts' realtime-delivery.ts). Core NATS, fire and forget: call it after the unit of work
 * committed; what must not be lost is already in the database and a reconnecting client refetches
 * it. A malformed delivery throws (the caller's bug); one NATS cannot take is logged, never thrown
 * into the caller's request.
 */
@Injectable()
export class RealtimePublisher {
  private readonly logger = new Logger('RealtimePublisher');

  constructor(@InjectNatsConnection() private readonly connection: NatsConnection) {}

  /** To every open socket of each user (duplicates removed; split into batches of 1,000). */
  toUsers(userIds: readonly string[], type: string, data: unknown): void {
    const unique = [...new Set(userIds)];
    for (let start = 0; start < unique.length; start += MAX_DELIVERY_USERS) {
      this.send(REALTIME_SUBJECTS.users, RealtimeUserDeliverySchema, {
        userIds: unique.slice(start, start + MAX_DELIVERY_USERS),
        type,
        data,
      });
    }
  }

  /** To every socket subscribed to the room. */
  toRoom(room: RealtimeRoom, type: string, data: unknown, options: RoomDeliveryOptions = {}): void {
    this.send(REALTIME_SUBJECTS.room, RealtimeRoomDeliverySchema, {
      room,
      type,
      data,
      ...(options.exceptUserId ? { exceptUserId: options.exceptUserId } : {}),
    });
  }

  /** Takes the room away from these users' open sockets (e.g. a member left the project). */
  evict(room: RealtimeRoom, userIds: readonly string[]): void {
    const unique = [...new Set(userIds)];
    for (let start = 0; start < unique.length; start += MAX_DELIVERY_USERS) {
      this.send(REALTIME_SUBJECTS.evict, RealtimeRoomEvictionSchema, {
        room,
        userIds: unique.slice(start, start + MAX_DELIVERY_USERS),
      });
    }
  }

  private send<S extends z.core.$ZodType>(subject: string, schema: S, delivery: z.input<S>): void {
    const parsed = z.parse(schema, delivery);
    if (this.connection.isClosed() || this.connection.isDraining()) {
      this.logger.warn({ subject }, 'Realtime delivery dropped: NATS is closed');
      return;
    }
    const messageHeaders = headers();
    const correlationId = getCorrelationId();
    if (correlationId) messageHeaders.set(CORRELATION_HEADER, correlationId);
    try {
      this.connection.publish(subject, JSON.stringify(parsed), { headers: messageHeaders });
    } catch (error) {
      this.logger.warn({ err: error, subject }, 'Realtime delivery dropped');
    }
  }
}
