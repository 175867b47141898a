import { Injectable } from '@nestjs/common';
import type { ContestFilm } from '@filmcollab/contracts';
import { InjectConfig } from '@filmcollab/service-kit';
import type { ContestConfig } from '../config/contest-config.schema';
import { PeopleService } from '../people/people.service';
import { RatingRepository, summarize } from '../ratings/rating.repository';
import { RoundsService } from '../rounds/rounds.service';
import { type FilmRecord, teamOf } from './film.repository';

/** Films as the gallery shows them: author names, rating averages and the viewer's own stars. */
@Injectable()
export class FilmPresenter {
  constructor(
    private readonly people: PeopleService,
    private readonly ratings: RatingRepository,
    private readonly rounds: RoundsService,
    @InjectConfig() private readonly config: ContestConfig,
  ) {}

  publicUrl(key: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}/storage/${this.config.CONTEST_FILMS_BUCKET}/${key}`;
  }

  async present(films: FilmRecord[], viewerId: string | null): Promise<ContestFilm[]> {
    const ids = films.map((f) => f.id);
    const [people, ratings, closedRounds] = await Promise.all([
      this.people.lookup(films.map((f) => f.userId)),
      this.ratings.forFilms(ids),
      this.closedRounds(films),
    ]);
    return films.map((film) => {
      const own = ratings.filter((r) => r.filmId === film.id);
      const summary = summarize(own.map((r) => r.rating));
      return {
        id: film.id,
        roundId: film.roundId,
        userId: film.userId,
        authorName: people.get(film.userId)?.fullName ?? null,
        title: film.title,
        description: film.description,
        crew: film.crew,
        videoUrl: this.publicUrl(film.videoKey),
        contentType: film.contentType,
        captionsUrl: film.captionsKey ? this.publicUrl(film.captionsKey) : null,
        durationSeconds: film.durationSeconds,
        submittedAt: film.submittedAt.toISOString(),
        averageRating: summary.average,
        ratingCount: summary.count,
        myRating: viewerId ? (own.find((r) => r.userId === viewerId)?.rating ?? null) : null,
        isOwner: viewerId === film.userId,
        isCrew: viewerId !== null && teamOf(film).has(viewerId),
        roundClosed: closedRounds.has(film.roundId),
      };
    });
  }

  private async closedRounds(films: FilmRecord[]): Promise<Set<string>> {
    const roundIds = [...new Set(films.map((f) => f.roundId))];
    const rounds = await Promise.all(roundIds.map((id) => this.rounds.get(id)));
    return new Set(rounds.filter((r) => r.status === 'closed').map((r) => r.id));
  }
}
