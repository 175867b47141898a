import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { INVITE_MODEL, type InviteDocument } from './invite.schema';

export interface InviteRecord {
  inviteId: string;
  inviterId: string;
  name: string;
  email: string;
  day: string;
  createdAt: Date;
}

@Injectable()
export class InviteRepository {
  constructor(@InjectModel(INVITE_MODEL) private readonly invites: Model<InviteDocument>) {}

  /** True when this is the inviter's first invite of the address that day. */
  async addIfFirstToday(invite: InviteRecord): Promise<boolean> {
    const { upsertedCount } = await this.invites
      .updateOne(
        { _id: `${invite.inviterId}:${invite.email}:${invite.day}` },
        { $setOnInsert: invite },
        { upsert: true },
      )
      .exec();
    return upsertedCount > 0;
  }
}
