import { Injectable } from '@nestjs/common';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { Clock } from '../time/clock';

/**
 * IdP sessions that ended before their access tokens expired, kept in memory for an access
 * token's lifetime: after that every token of the session has expired on its own, so the id can go.
 * Checking a token is a map lookup, never a database read.
 */
@Injectable()
export class EndedSessions {
  /** Session id → when it may be forgotten (ms); insertion order is roughly that order. */
  private readonly forgetAt = new Map<string, number>();
  private readonly rememberMs: number;

  constructor(
    @InjectConfig() config: BaseConfig,
    private readonly clock: Clock,
  ) {
    this.rememberMs = config.ACCESS_TOKEN_MAX_AGE_SECONDS * 1000;
  }

  add(sessionId: string, endedAt: Date): void {
    const now = this.clock.now().getTime();
    this.forgetExpired(now);
    const until = endedAt.getTime() + this.rememberMs;
    if (until <= now) return;
    this.forgetAt.delete(sessionId);
    this.forgetAt.set(sessionId, until);
  }

  includes(sessionId: string | undefined): boolean {
    if (sessionId === undefined) return false;
    const until = this.forgetAt.get(sessionId);
    return until !== undefined && until > this.clock.now().getTime();
  }

  get size(): number {
    return this.forgetAt.size;
  }

  /** Events arrive in the order they ended, so the expired ids are at the front. */
  private forgetExpired(now: number): void {
    for (const [sessionId, until] of this.forgetAt) {
      if (until > now) return;
      this.forgetAt.delete(sessionId);
    }
  }
}
