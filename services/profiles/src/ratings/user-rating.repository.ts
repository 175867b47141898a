import { conflictOnDuplicate, withId } from '@filmcollab/service-kit';
import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { UserRatingRecord } from './user-rating-record';
import { USER_RATING_MODEL, type UserRatingDocument } from './user-rating.schema';

export class DuplicateRatingError extends Error {
  constructor() {
    super('this rater already rated this user on this project');
  }
}

/** `comment` defaults to null, which mongoose infers as optional. */
function toRecord(doc: UserRatingDocument): UserRatingRecord {
  const rating = withId(doc);
  return { ...rating, comment: rating.comment ?? null };
}

@Injectable()
export class UserRatingRepository implements OnModuleInit {
  constructor(
    @InjectModel(USER_RATING_MODEL) private readonly ratings: Model<UserRatingDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.ratings.init();
  }

  async hasRatedOnAny(
    raterId: string,
    ratedUserId: string,
    projectIds: string[],
  ): Promise<boolean> {
    if (projectIds.length === 0) return false;
    const found = await this.ratings
      .exists({ raterId, ratedUserId, projectId: { $in: projectIds } })
      .exec();
    return found !== null;
  }

  /** Throws `DuplicateRatingError` when this rater already rated the user on the project. */
  async insert(
    rating: Omit<UserRatingRecord, 'id' | 'createdAt' | 'ratingType'>,
  ): Promise<UserRatingRecord> {
    const created = await conflictOnDuplicate(
      () => this.ratings.create({ _id: randomUUID(), ...rating, ratingType: 'performance' }),
      () => new DuplicateRatingError(),
    );
    return toRecord(created.toObject());
  }

  async summaryFor(ratedUserId: string): Promise<{ average: number | null; count: number }> {
    const [row] = await this.ratings
      .aggregate<{ average: number; count: number }>([
        { $match: { ratedUserId } },
        { $group: { _id: null, average: { $avg: '$rating' }, count: { $sum: 1 } } },
      ])
      .exec();
    return row ? { average: row.average, count: row.count } : { average: null, count: 0 };
  }
}
