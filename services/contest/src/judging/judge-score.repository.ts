import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { JUDGE_SCORE_MODEL, type JudgeScoreDocument } from './judge-score.schema';

export interface JudgeScoreRecord {
  filmId: string;
  judgeId: string;
  scores: Record<string, number>;
  mean: number;
}

@Injectable()
export class JudgeScoreRepository {
  constructor(@InjectModel(JUDGE_SCORE_MODEL) private readonly scores: Model<JudgeScoreDocument>) {}

  async upsert(score: JudgeScoreRecord): Promise<void> {
    await this.scores
      .updateOne({ _id: `${score.filmId}:${score.judgeId}` }, { $set: score }, { upsert: true })
      .exec();
  }

  async forFilms(filmIds: string[]): Promise<JudgeScoreRecord[]> {
    if (filmIds.length === 0) return [];
    const docs = await this.scores
      .find({ filmId: { $in: filmIds } })
      .lean<JudgeScoreDocument[]>()
      .exec();
    return docs.map(({ filmId, judgeId, scores, mean }) => ({
      filmId,
      judgeId,
      scores: scores as Record<string, number>,
      mean,
    }));
  }

  async deleteForFilm(filmId: string): Promise<void> {
    await this.scores.deleteMany({ filmId }).exec();
  }
}
