import { Injectable } from '@nestjs/common';
import { Clock } from '../time/clock';
import type { AuthenticatedUser } from './authenticated-user';

interface VerifiedToken {
  user: AuthenticatedUser;
  sessionId: string | undefined;
  expiresAtMs: number;
}

const MAX_ENTRIES = 10_000;
/** A known token is checked again this often, so the key cache's refresh (and rotation) reaches it. */
const RECHECK_AFTER_MS = 60_000;

/**
 * Access tokens this instance already verified: a client sends the same token for minutes, and
 * checking its RS256 signature again each time is most of a read's auth cost. Kept until the token
 * expires, at most a minute, and cleared when the IdP's keys change; ended sessions are still
 * checked on every request.
 */
@Injectable()
export class VerifiedTokens {
  private readonly tokens = new Map<string, VerifiedToken>();

  constructor(private readonly clock: Clock) {}

  remember(
    token: string,
    user: AuthenticatedUser,
    sessionId: string | undefined,
    exp: number,
  ): void {
    if (this.tokens.size >= MAX_ENTRIES) this.forgetExpiredOrOldest();
    const expiresAtMs = Math.min(exp * 1000, this.clock.now().getTime() + RECHECK_AFTER_MS);
    this.tokens.set(token, { user, sessionId, expiresAtMs });
  }

  find(token: string): VerifiedToken | undefined {
    const known = this.tokens.get(token);
    if (!known) return undefined;
    if (known.expiresAtMs > this.clock.now().getTime()) return known;
    this.tokens.delete(token);
    return undefined;
  }

  clear(): void {
    this.tokens.clear();
  }

  private forgetExpiredOrOldest(): void {
    const now = this.clock.now().getTime();
    for (const [token, known] of this.tokens) {
      if (known.expiresAtMs <= now) this.tokens.delete(token);
    }
    // Maps iterate in insertion order: the first entry is the oldest.
    const oldest = this.tokens.keys().next();
    if (this.tokens.size >= MAX_ENTRIES && !oldest.done) this.tokens.delete(oldest.value);
  }
}
