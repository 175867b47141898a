import { Injectable } from '@nestjs/common';
import { CommentRepository } from '../comments/comment.repository';
import { JudgeScoreRepository } from '../judging/judge-score.repository';
import { RatingRepository } from '../ratings/rating.repository';
import { RoundsService } from '../rounds/rounds.service';
import type { FilmRecord } from './film.repository';

/** What goes with a deleted film: its ratings, scores, comments and its team spot. */
@Injectable()
export class FilmCleanup {
  constructor(
    private readonly ratings: RatingRepository,
    private readonly scores: JudgeScoreRepository,
    private readonly comments: CommentRepository,
    private readonly rounds: RoundsService,
  ) {}

  async afterDelete(film: FilmRecord): Promise<void> {
    await Promise.all([
      this.ratings.deleteForFilm(film.id),
      this.scores.deleteForFilm(film.id),
      this.comments.deleteForFilm(film.id),
    ]);
    const round = await this.rounds.get(film.roundId);
    if (round.status === 'open') await this.rounds.releaseSpot(film.roundId);
  }
}
