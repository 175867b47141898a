import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RATING_MODEL, type RatingDocument } from './rating.schema';

export interface RatingRecord {
  filmId: string;
  userId: string;
  rating: number;
}

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** The mean of `ratings`, null when there are none. */
export function summarize(ratings: readonly number[]): RatingSummary {
  if (ratings.length === 0) return { average: null, count: 0 };
  return { average: ratings.reduce((sum, r) => sum + r, 0) / ratings.length, count: ratings.length };
}

@Injectable()
export class RatingRepository {
  constructor(@InjectModel(RATING_MODEL) private readonly ratings: Model<RatingDocument>) {}

  /** One per user and film: the id is the pair, so a second rating replaces the first. */
  async upsert(rating: RatingRecord): Promise<void> {
    await this.ratings
      .updateOne(
        { _id: `${rating.filmId}:${rating.userId}` },
        { $set: rating },
        { upsert: true },
      )
      .exec();
  }

  async forFilms(filmIds: string[]): Promise<RatingRecord[]> {
    if (filmIds.length === 0) return [];
    const docs = await this.ratings
      .find({ filmId: { $in: filmIds } })
      .lean<RatingDocument[]>()
      .exec();
    return docs.map(({ filmId, userId, rating }) => ({ filmId, userId, rating }));
  }

  async deleteForFilm(filmId: string): Promise<void> {
    await this.ratings.deleteMany({ filmId }).exec();
  }
}
