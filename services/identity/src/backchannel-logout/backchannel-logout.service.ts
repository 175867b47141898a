import { Injectable } from '@nestjs/common';
import { SessionEndedEvent } from '@filmcollab/contracts';
import { Clock, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import {
  CLOCK_TOLERANCE_SECONDS,
  LOGOUT_TOKEN_MAX_AGE_SECONDS,
  LogoutTokenVerifier,
} from './logout-token-verifier';
import { UsedLogoutTokenRepository } from './used-logout-token.repository';

/**
 * Keycloak's sessions ending (logout, admin logout, a password reset): each logout token becomes
 * `identity.session.ended`, as the embedded IdP publishes for its own sessions, so every service
 * refuses the session's access tokens at once instead of until they expire.
 */
@Injectable()
export class BackChannelLogoutService {
  constructor(
    private readonly verifier: LogoutTokenVerifier,
    private readonly usedTokens: UsedLogoutTokenRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** Throws `InvalidLogoutTokenError` for a token that is not valid, or was used before. */
  async logout(logoutToken: string): Promise<void> {
    const token = await this.verifier.verify(logoutToken);
    const keepUntil = new Date(
      token.issuedAt.getTime() + (LOGOUT_TOKEN_MAX_AGE_SECONDS + CLOCK_TOLERANCE_SECONDS) * 1000,
    );
    await this.unitOfWork.run(async () => {
      await this.usedTokens.markUsed(token.jti, keepUntil);
      await this.outbox.add(SessionEndedEvent, {
        sessionId: token.sessionId,
        endedAt: this.clock.now().toISOString(),
      });
    });
  }
}
