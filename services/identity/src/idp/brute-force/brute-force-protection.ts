import { Clock } from '@filmcollab/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { hashSecret } from '../../common/secret-hash';
import { KeyedSerialQueue } from '../../common/keyed-serial-queue';
import { IDENTITY_CONFIG } from '../../config/identity-config.token';
import type { IdentityConfig } from '../../config/identity-config.schema';
import { LoginFailureRepository } from './login-failure.repository';

type BruteForceConfig = Pick<
  IdentityConfig,
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_MAX_FAILURES_PER_CLIENT'
  | 'LOGIN_LOCKOUT_INCREMENT_SECONDS'
  | 'LOGIN_MAX_LOCKOUT_SECONDS'
  | 'LOGIN_FAILURE_RESET_SECONDS'
>;

/**
 * Keycloak's brute-force detection, per e-mail address and per client address: every
 * `max failures` wrong passwords lock sign-ins for `increment × failures ÷ max` (at most the
 * maximum); a right password clears the address's count. While locked, the password is not even
 * hashed and the answer is the same as for a wrong one.
 */
@Injectable()
export class BruteForceProtection {
  /** Attempts on one address or from one client run one at a time, so a burst cannot slip past a lockout. */
  private readonly queue = new KeyedSerialQueue();

  constructor(
    private readonly failures: LoginFailureRepository,
    private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: BruteForceConfig,
  ) {}

  /** The result of `check` unless a lockout is in force (then null, `check` not run). */
  async guard<T>(email: string, client: string, check: () => Promise<T | null>): Promise<T | null> {
    const account = `account:${hashSecret(email.toLowerCase())}`;
    const from = `client:${hashSecret(client)}`;
    return this.queue.runAll([account, from], async () => {
      if (await this.failures.anyLocked([account, from], this.clock.now())) return null;
      const result = await check();
      if (result !== null) {
        // Only the address's count: a client's would let an attacker reset it with his own account.
        await this.failures.clear(account);
      } else {
        await this.recordFailure(account, this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT);
        await this.recordFailure(from, this.config.LOGIN_MAX_FAILURES_PER_CLIENT);
      }
      return result;
    });
  }

  private async recordFailure(key: string, maxFailures: number): Promise<void> {
    const now = this.clock.now();
    const resetMs = this.config.LOGIN_FAILURE_RESET_SECONDS * 1000;
    await this.failures.recordFailure(
      key,
      now,
      new Date(now.getTime() - resetMs),
      new Date(now.getTime() + resetMs),
      (failures) =>
        Math.min(
          this.config.LOGIN_MAX_LOCKOUT_SECONDS,
          this.config.LOGIN_LOCKOUT_INCREMENT_SECONDS * Math.floor(failures / maxFailures),
        ) * 1000,
    );
  }
}
