import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { afterCursor, NEWEST_FIRST, type PageCursor } from '../common/page-cursor';
import type { NewOpportunity, OpportunityRecord } from './opportunity-record';
import { OPPORTUNITY_MODEL, type OpportunityDocument } from './opportunity.schema';

type Lean = OpportunityDocument & { _id: string };

function toRecord(doc: Lean): OpportunityRecord {
  return {
    id: doc._id,
    projectId: doc.projectId,
    creatorId: doc.creatorId,
    title: doc.title,
    description: doc.description ?? null,
    category: doc.category,
    role: doc.role,
    location: doc.location ?? null,
    durationMinutes: doc.durationMinutes ?? null,
    budgetRange: doc.budgetRange ?? null,
    genre: doc.genre ?? null,
    languages: doc.languages ?? [],
    expiresAt: doc.expiresAt ?? null,
    createdAt: doc.createdAt,
  };
}

/** Not expired at `now`: no expiry, or one still ahead. */
function live(now: Date): Record<string, unknown> {
  return { $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] };
}

@Injectable()
export class OpportunityRepository implements OnModuleInit {
  constructor(
    @InjectModel(OPPORTUNITY_MODEL) private readonly opportunities: Model<OpportunityDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.opportunities.init();
  }

  async insert(opportunity: NewOpportunity, id: string = randomUUID()): Promise<OpportunityRecord> {
    const created = await this.opportunities.create({ _id: id, ...opportunity });
    return toRecord(created.toObject() as Lean);
  }

  async findById(id: string): Promise<OpportunityRecord | null> {
    const doc = await this.opportunities.findById(id).lean<Lean>().exec();
    return doc ? toRecord(doc) : null;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.opportunities.deleteOne({ _id: id }).exec()).deletedCount === 1;
  }

  /** Up to `limit` live opportunities (of one project, or all), newest first, after `cursor`. */
  async listLive(
    now: Date,
    options: { projectId?: string; cursor: PageCursor | null; limit: number },
  ): Promise<OpportunityRecord[]> {
    const conditions: Record<string, unknown>[] = [live(now)];
    if (options.cursor) conditions.push(afterCursor(options.cursor));
    const docs = await this.opportunities
      .find({ ...(options.projectId ? { projectId: options.projectId } : {}), $and: conditions })
      .sort(NEWEST_FIRST)
      .limit(options.limit)
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }
}
