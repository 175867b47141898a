import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { upsertIfNewer } from '@filmcollab/service-kit';
import { MEMBERSHIP_MODEL, type MembershipDocument } from './membership.schema';

export interface MembershipRecord {
  projectId: string;
  userId: string;
  role: string;
  active: boolean;
  joinedAt: Date;
}

function toRecord(document: MembershipDocument): MembershipRecord {
  return {
    projectId: document.projectId,
    userId: document.userId,
    role: document.role,
    active: document.active,
    joinedAt: document.joinedAt,
  };
}

@Injectable()
export class MembershipRepository {
  constructor(
    @InjectModel(MEMBERSHIP_MODEL) private readonly memberships: Model<MembershipDocument>,
  ) {}

  /**
   * Applies a join or a removal heard at `at`, unless a later (or the same) change is already
   * recorded; answers whether it changed anything.
   */
  async apply(
    change: { projectId: string; userId: string; role: string; active: boolean },
    at: Date,
  ): Promise<boolean> {
    const set: Record<string, unknown> = {
      active: change.active,
      changedAt: at,
      role: change.role,
    };
    if (change.active) set.joinedAt = at;
    return upsertIfNewer(this.memberships, {
      id: `${change.projectId}|${change.userId}`,
      field: 'changedAt',
      value: at,
      set,
      setOnInsert: {
        projectId: change.projectId,
        userId: change.userId,
        ...(change.active ? {} : { joinedAt: at }),
      },
    });
  }

  async findActive(projectId: string, userId: string): Promise<MembershipRecord | null> {
    const document = await this.memberships
      .findOne({ _id: `${projectId}|${userId}`, active: true })
      .lean<MembershipDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async activeOf(projectId: string): Promise<MembershipRecord[]> {
    const documents = await this.memberships
      .find({ projectId, active: true })
      .sort({ joinedAt: 1 })
      .lean<MembershipDocument[]>()
      .exec();
    return documents.map(toRecord);
  }
}
