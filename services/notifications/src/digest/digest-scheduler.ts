import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Clock, InjectConfig, type BaseConfig } from '@filmcollab/service-kit';
import type { NotificationsConfig } from '../config/notifications-config.schema';
import { DailyDigest } from './daily-digest';
import { DigestScheduleRepository } from './digest-schedule.repository';
import { nextDigestTime } from './next-digest-time';

/** A run may take this long before another replica may take over its lease. */
const LEASE_MS = 10 * 60 * 1000;

/**
 * Runs the daily digest at `DIGEST_HOUR_UTC`. When it is due lives in the database, so a restart
 * (or a replica that was down at that hour) runs a missed digest at its next poll; the lease keeps
 * two replicas from running it together.
 */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DigestScheduler');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<boolean> | undefined;

  constructor(
    private readonly schedule: DigestScheduleRepository,
    private readonly digest: DailyDigest,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: BaseConfig & NotificationsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.timer = setInterval(() => void this.poll(), this.config.DIGEST_POLL_MS);
    this.timer.unref();
    await this.schedule.ensure(nextDigestTime(this.clock.now(), this.config.DIGEST_HOUR_UTC));
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs the digest when it is due; answers whether this instance ran it. */
  poll(): Promise<boolean> {
    this.running ??= this.pollOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pollOnce(): Promise<boolean> {
    const now = this.clock.now();
    try {
      if (!(await this.schedule.claimDue(now, new Date(now.getTime() + LEASE_MS)))) return false;
    } catch (error) {
      this.logger.warn({ err: error }, 'Digest schedule not readable');
      return false;
    }
    try {
      const outcome = await this.digest.run(now);
      await this.schedule.completed(now, nextDigestTime(now, this.config.DIGEST_HOUR_UTC));
      this.logger.log(outcome, 'Daily digest sent');
      return true;
    } catch (error) {
      this.logger.error({ err: error }, 'Daily digest failed');
      await this.schedule.release().catch(() => undefined);
      return false;
    }
  }
}
