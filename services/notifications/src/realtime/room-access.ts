import { Injectable, Logger } from '@nestjs/common';
import { DomainError, QueryClient } from '@filmcollab/service-kit';
import { parseRealtimeRoom, roomAccessQueryFor } from '@filmcollab/contracts';

export type RoomAccessAnswer = 'allowed' | 'forbidden' | 'unavailable';

const ACCESS_TIMEOUT_MS = 2000;

/** Asks a room's owning service whether this user may join it (`<owner>.realtime.room_access`). */
@Injectable()
export class RoomAccess {
  private readonly logger = new Logger('RoomAccess');

  constructor(private readonly queries: QueryClient) {}

  async check(userId: string, room: string): Promise<RoomAccessAnswer> {
    const parsed = parseRealtimeRoom(room);
    if (!parsed) return 'forbidden';
    try {
      const { allowed } = await this.queries.request(
        roomAccessQueryFor(parsed.kind),
        { userId, room },
        { timeoutMs: ACCESS_TIMEOUT_MS },
      );
      return allowed ? 'allowed' : 'forbidden';
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) return 'forbidden';
      this.logger.warn({ err: error, room }, 'Room access could not be checked');
      return 'unavailable';
    }
  }
}
