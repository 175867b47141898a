import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { LeaderboardEntry } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import type { StoredRound } from './round-calendar';
import { ROUND_MODEL, type RoundDocument } from './round.schema';

export interface RoundRecord extends StoredRound {
  frozenAt: Date | null;
  results: LeaderboardEntry[] | null;
}

function toRecord(doc: RoundDocument): RoundRecord {
  return {
    id: doc._id,
    teamsEntered: doc.teamsEntered,
    submissionsClosedAt: doc.submissionsClosedAt ?? null,
    judgingEndedAt: doc.judgingEndedAt ?? null,
    frozenAt: doc.frozenAt ?? null,
    results: (doc.results as LeaderboardEntry[] | null | undefined) ?? null,
  };
}

@Injectable()
export class RoundRepository {
  constructor(@InjectModel(ROUND_MODEL) private readonly rounds: Model<RoundDocument>) {}

  /** The stored round, created empty when this is its first use. */
  async ensure(id: string): Promise<RoundRecord> {
    const doc = await this.rounds
      .findOneAndUpdate(
        { _id: id },
        {
          $setOnInsert: {
            teamsEntered: 0,
            submissionsClosedAt: null,
            judgingEndedAt: null,
            frozenAt: null,
            results: null,
          },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<RoundDocument>()
      .exec();
    return toRecord(doc as RoundDocument);
  }

  async find(id: string): Promise<RoundRecord | null> {
    const doc = await this.rounds.findById(id).lean<RoundDocument>().exec();
    return doc ? toRecord(doc) : null;
  }

  async list(): Promise<RoundRecord[]> {
    const docs = await this.rounds.find().sort({ _id: -1 }).lean<RoundDocument[]>().exec();
    return docs.map(toRecord);
  }

  /** One more team, unless the round is full: a single conditional update, first come first served. */
  async takeTeamSpot(id: string, capacity: number): Promise<boolean> {
    const updated = await this.rounds
      .updateOne({ _id: id, teamsEntered: { $lt: capacity } }, { $inc: { teamsEntered: 1 } })
      .exec();
    return updated.modifiedCount === 1;
  }

  async releaseTeamSpot(id: string): Promise<void> {
    await this.rounds
      .updateOne({ _id: id, teamsEntered: { $gt: 0 } }, { $inc: { teamsEntered: -1 } })
      .exec();
  }

  async endSubmissions(id: string, at: Date): Promise<void> {
    await this.rounds
      .updateOne({ _id: id, submissionsClosedAt: null }, { $set: { submissionsClosedAt: at } })
      .exec();
  }

  async endJudging(id: string, at: Date): Promise<void> {
    await this.rounds
      .updateOne({ _id: id, judgingEndedAt: null }, { $set: { judgingEndedAt: at } })
      .exec();
  }

  /**
   * A write to the round unless its results are frozen, the first statement of every unit of work
   * that changes them (a rating, a judge's score) and of the freeze itself: two of them on one
   * round never overlap (MongoDB retries the later on the write conflict; the embedded database
   * makes it wait), so the freeze ranks every change committed before it and none after.
   */
  async claimUnfrozen(id: string): Promise<boolean> {
    const updated = await this.rounds
      .updateOne({ _id: id, frozenAt: null }, { $inc: { claims: 1 } })
      .exec();
    return updated.modifiedCount === 1;
  }

  /** Stores the results once; a second freeze (another replica, a retry) keeps the first. */
  async freeze(id: string, at: Date, results: LeaderboardEntry[]): Promise<RoundRecord | null> {
    await this.rounds
      .updateOne({ _id: id, frozenAt: null }, { $set: { frozenAt: at, results } })
      .exec();
    return this.find(id);
  }
}
