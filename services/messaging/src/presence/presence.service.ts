import { Injectable } from '@nestjs/common';
import type { Presence, PresenceStatus } from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { PresenceRepository } from './presence.repository';

/** Spec 01 §4 presence: online on entering messaging, offline on leaving. */
@Injectable()
export class PresenceService {
  constructor(
    private readonly presence: PresenceRepository,
    private readonly clock: Clock,
  ) {}

  set(userId: string, status: PresenceStatus): Promise<Presence> {
    return this.presence.upsert(userId, status, this.clock.now());
  }

  socketOpened(userId: string, socketId: string): Promise<void> {
    return this.presence.socketOpened(userId, socketId);
  }

  /** The user's presence when closing this socket made them offline, else null. */
  socketClosed(userId: string, socketId: string): Promise<Presence | null> {
    return this.presence.socketClosed(userId, socketId, this.clock.now());
  }

  of(userIds: readonly string[]): Promise<Map<string, Presence>> {
    return this.presence.findMany(userIds);
  }
}
