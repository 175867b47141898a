import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { VIP_CLAIM_MODEL, type VipClaimDocument } from './vip-claim.schema';

export interface VipClaimRecord {
  id: string;
  userId: string | null;
  featureName: string;
  userEmail: string | null;
  sessionId: string;
  claimedAt: Date;
}

function toRecord(doc: VipClaimDocument): VipClaimRecord {
  return {
    id: doc._id,
    userId: doc.userId ?? null,
    featureName: doc.featureName,
    userEmail: doc.userEmail ?? null,
    sessionId: doc.sessionId,
    claimedAt: doc.claimedAt,
  };
}

@Injectable()
export class VipClaimRepository {
  constructor(@InjectModel(VIP_CLAIM_MODEL) private readonly claims: Model<VipClaimDocument>) {}

  async insert(claim: VipClaimRecord): Promise<void> {
    const { id, ...rest } = claim;
    await this.claims.create({ _id: id, ...rest });
  }

  async firstOf(userId: string): Promise<VipClaimRecord | null> {
    const doc = await this.claims
      .findOne({ userId })
      .sort({ claimedAt: 1 })
      .lean<VipClaimDocument>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  async all(): Promise<VipClaimRecord[]> {
    const docs = await this.claims.find().sort({ claimedAt: 1 }).lean<VipClaimDocument[]>().exec();
    return docs.map(toRecord);
  }
}
