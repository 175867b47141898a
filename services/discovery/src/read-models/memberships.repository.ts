import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { duplicateKeyFields } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { MEMBERSHIP_ENTRY_MODEL, type MembershipEntryDocument } from './membership-entry.schema';

type Doc = MembershipEntryDocument & { _id: string };

@Injectable()
export class MembershipsRepository {
  constructor(@InjectModel(MEMBERSHIP_ENTRY_MODEL) private readonly memberships: Model<Doc>) {}

  /** Records a join or a removal unless a later one is known. */
  async record(
    projectId: string,
    userId: string,
    role: string,
    active: boolean,
    asOf: Date,
  ): Promise<void> {
    try {
      await this.memberships
        .updateOne(
          { _id: `${projectId}:${userId}`, asOf: { $lte: asOf } },
          { $set: { projectId, userId, role, active, asOf } },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      if (!duplicateKeyFields(error)) throw error;
    }
  }

  /** Projects the user is an active member of (at most `limit`). */
  async activeProjectIds(userId: string, limit: number): Promise<string[]> {
    const docs = await this.memberships
      .find({ userId, active: true })
      .sort({ asOf: -1 })
      .limit(limit)
      .lean<Doc[]>()
      .exec();
    return docs.map((doc) => doc.projectId);
  }

  /** Active member counts of these projects (0 when none is known). */
  async countActive(projectIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>(projectIds.map((id) => [id, 0]));
    if (!projectIds.length) return counts;
    const rows = await this.memberships
      .aggregate<{ _id: string; count: number }>([
        { $match: { projectId: { $in: [...projectIds] }, active: true } },
        { $group: { _id: '$projectId', count: { $sum: 1 } } },
      ])
      .exec();
    for (const row of rows) counts.set(row._id, row.count);
    return counts;
  }

  async clear(): Promise<void> {
    await this.memberships.deleteMany({}).exec();
  }
}
