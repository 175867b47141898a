import { Clock } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import { hashSecret } from '../common/secret-hash';
import { RateLimitCounterRepository } from './rate-limit-counter.repository';
import type { RateLimit } from './rate-limit';

/** Fixed-window attempt counters shared by every replica (they live in the database). */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly counters: RateLimitCounterRepository,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt by `subject`; false when it goes beyond the limit. */
  async allows(limit: RateLimit, subject: string): Promise<boolean> {
    const windowMs = limit.windowSeconds * 1000;
    const window = Math.floor(this.clock.now().getTime() / windowMs);
    const count = await this.counters.increment(
      `${limit.name}:${hashSecret(subject)}:${window}`,
      new Date((window + 1) * windowMs),
    );
    return count <= limit.max;
  }
}
