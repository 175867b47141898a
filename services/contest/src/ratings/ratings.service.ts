import { Injectable } from '@nestjs/common';
import { ContestErrors, type RateFilmResponse } from '@filmcollab/contracts';
import { DomainError } from '@filmcollab/service-kit';
import { teamOf } from '../films/film.repository';
import { FilmsService } from '../films/films.service';
import { LeaderboardFreezer } from '../judging/leaderboard-freezer';
import { RatingRepository, summarize } from './rating.repository';

/**
 * Audience stars: one per user and film, changeable until the film's round closes (its results
 * are frozen then); nobody rates a film they made.
 */
@Injectable()
export class RatingsService {
  constructor(
    private readonly films: FilmsService,
    private readonly ratings: RatingRepository,
    private readonly freezer: LeaderboardFreezer,
  ) {}

  async rate(userId: string, filmId: string, rating: number): Promise<RateFilmResponse> {
    const film = await this.films.get(filmId);
    if (teamOf(film).has(userId)) throw new DomainError(ContestErrors.CANNOT_RATE_OWN_FILM);
    await this.freezer.whileOpen(film.roundId, ContestErrors.RATING_CLOSED, () =>
      this.ratings.upsert({ filmId, userId, rating }),
    );
    const summary = summarize((await this.ratings.forFilms([filmId])).map((r) => r.rating));
    return { averageRating: summary.average, ratingCount: summary.count, myRating: rating };
  }
}
