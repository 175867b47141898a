import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CONTEST_ADMIN_ROLE,
  CONTEST_JUDGE_ROLE,
  type ContestViewerResponse,
  ContestErrors,
  VIP_FEATURE_NAME,
  type VipClaimListResponse,
  type VipStatusResponse,
} from '@filmcollab/contracts';
import { type AuthenticatedUser, Clock, DomainError } from '@filmcollab/service-kit';
import { VipClaimRepository } from './vip-claim.repository';

/** The VIP priority list: every click is logged (spec 01 §7); operators export the list. */
@Injectable()
export class VipService {
  constructor(
    private readonly claims: VipClaimRepository,
    private readonly clock: Clock,
  ) {}

  async claim(user: AuthenticatedUser | null, sessionId: string): Promise<void> {
    await this.claims.insert({
      id: randomUUID(),
      userId: user?.id ?? null,
      featureName: VIP_FEATURE_NAME,
      userEmail: user?.email ?? null,
      sessionId,
      claimedAt: this.clock.now(),
    });
  }

  async status(userId: string): Promise<VipStatusResponse> {
    const first = await this.claims.firstOf(userId);
    return { claimed: first !== null, claimedAt: first?.claimedAt.toISOString() ?? null };
  }

  async viewer(user: AuthenticatedUser): Promise<ContestViewerResponse> {
    return {
      judge: user.roles.includes(CONTEST_JUDGE_ROLE),
      operator: user.roles.includes(CONTEST_ADMIN_ROLE),
      vip: await this.status(user.id),
    };
  }

  async export(user: AuthenticatedUser): Promise<VipClaimListResponse> {
    if (!user.roles.includes(CONTEST_ADMIN_ROLE)) throw new DomainError(ContestErrors.NOT_CONTEST_ADMIN);
    const claims = await this.claims.all();
    return {
      claims: claims.map((c) => ({
        userId: c.userId,
        userEmail: c.userEmail,
        sessionId: c.sessionId,
        featureName: c.featureName,
        claimedAt: c.claimedAt.toISOString(),
      })),
    };
  }
}
