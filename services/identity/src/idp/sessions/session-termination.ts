import { Clock, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import { SessionEndedEvent } from '@filmcollab/contracts';
import { IdpSessionRepository } from './idp-session.repository';

/**
 * Ends IdP sessions and tells every service (`identity.session.ended`, through the outbox in the
 * same transaction), so access tokens already issued to the session stop working before they expire.
 */
@Injectable()
export class SessionTermination {
  constructor(
    private readonly repository: IdpSessionRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async end(sessionId: string): Promise<void> {
    const endedAt = this.clock.now();
    await this.unitOfWork.run(async () => {
      if (await this.repository.revoke(sessionId, endedAt)) {
        await this.announce(sessionId, endedAt);
      }
    });
  }

  async endAllOfAccount(accountId: string): Promise<void> {
    const endedAt = this.clock.now();
    await this.unitOfWork.run(async () => {
      for (const sessionId of await this.repository.revokeAllOfAccount(accountId, endedAt)) {
        await this.announce(sessionId, endedAt);
      }
    });
  }

  private async announce(sessionId: string, endedAt: Date): Promise<void> {
    await this.outbox.add(SessionEndedEvent, { sessionId, endedAt: endedAt.toISOString() });
  }
}
