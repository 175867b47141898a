import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AddFilmCommentRequest, FilmComment } from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { FilmsService } from '../films/films.service';
import { PeopleService } from '../people/people.service';
import { type CommentRecord, CommentRepository } from './comment.repository';

/** Timecoded comments: each one is a marker on the film's timeline. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly films: FilmsService,
    private readonly comments: CommentRepository,
    private readonly people: PeopleService,
    private readonly clock: Clock,
  ) {}

  async list(filmId: string): Promise<FilmComment[]> {
    await this.films.get(filmId);
    return this.present(await this.comments.forFilm(filmId));
  }

  async add(userId: string, filmId: string, request: AddFilmCommentRequest): Promise<FilmComment> {
    const film = await this.films.get(filmId);
    const stored = await this.comments.insert({
      id: randomUUID(),
      filmId,
      userId,
      atSeconds: Math.min(request.atSeconds, film.durationSeconds),
      text: request.text,
      createdAt: this.clock.now(),
    });
    const [comment] = await this.present([stored]);
    return comment;
  }

  private async present(comments: CommentRecord[]): Promise<FilmComment[]> {
    const people = await this.people.lookup(comments.map((c) => c.userId));
    return comments.map((c) => ({
      id: c.id,
      filmId: c.filmId,
      userId: c.userId,
      authorName: people.get(c.userId)?.fullName ?? null,
      atSeconds: c.atSeconds,
      text: c.text,
      createdAt: c.createdAt.toISOString(),
    }));
  }
}
