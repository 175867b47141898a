import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type FriendInviteRequest,
  type FriendInviteResponse,
  InviteSentEvent,
} from '@filmcollab/contracts';
import { Clock, InjectConfig, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import type { CommunityConfig } from '../config/community-config.schema';
import { PeopleService } from '../people/people.service';
import { inviteMail } from './invite-mail';
import { InviteRepository } from './invite.repository';

/**
 * Inviting friends (spec 02 "Invites"): each address gets at most one e-mail a day from the same
 * user; the e-mail itself is sent by notifications from `community.invite.sent`.
 */
@Injectable()
export class InvitesService {
  constructor(
    private readonly invites: InviteRepository,
    private readonly people: PeopleService,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: CommunityConfig,
  ) {}

  async send(inviterId: string, request: FriendInviteRequest): Promise<FriendInviteResponse> {
    const inviter = await this.people.one(inviterId);
    const now = this.clock.now();
    const day = now.toISOString().slice(0, 10);
    const signUpUrl = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/auth?tab=signup`;
    const rows = [...new Map(request.invites.map((row) => [row.email, row])).values()];
    return this.unitOfWork.run(async () => {
      let sent = 0;
      for (const row of rows) {
        const inviteId = randomUUID();
        const first = await this.invites.addIfFirstToday({
          inviteId,
          inviterId,
          name: row.name,
          email: row.email,
          day,
          createdAt: now,
        });
        if (!first) continue;
        await this.outbox.add(
          InviteSentEvent,
          {
            inviteId,
            inviterId,
            inviterName: inviter.fullName,
            name: row.name,
            to: row.email,
            ...inviteMail(row.name, inviter.fullName, signUpUrl),
            signUpUrl,
            sentAt: now.toISOString(),
          },
          { eventId: `invite-${inviterId}-${row.email}-${day}` },
        );
        sent += 1;
      }
      return { sent, skipped: request.invites.length - sent };
    });
  }
}
