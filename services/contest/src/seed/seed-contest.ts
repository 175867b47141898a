import { CONTEST_CAPTIONS_TYPE } from '@filmcollab/contracts';
import type { ObjectStorage } from '@filmcollab/service-kit';
import type { CommentRepository } from '../comments/comment.repository';
import type { FilmRepository } from '../films/film.repository';
import type { JudgeScoreRepository } from '../judging/judge-score.repository';
import type { LeaderboardFreezer } from '../judging/leaderboard-freezer';
import type { PeopleService } from '../people/people.service';
import type { RatingRepository } from '../ratings/rating.repository';
import type { RoundRepository } from '../rounds/round.repository';
import { roundIdAt } from '../rounds/round-calendar';
import { DEMO_CAPTIONS, type DemoFilm } from './demo-films';

export interface SeedDependencies {
  people: PeopleService;
  rounds: RoundRepository;
  films: FilmRepository;
  ratings: RatingRepository;
  scores: JudgeScoreRepository;
  comments: CommentRepository;
  freezer: LeaderboardFreezer;
  storage: ObjectStorage;
  bucket: string;
  fixture: (name: DemoFilm['fixture']) => Buffer;
}

export interface SeedOptions {
  now: () => Date;
  /** How long to wait for the demo accounts to arrive as identity's events. */
  peopleTimeoutMs: number;
}

const DAY_MS = 24 * 3600 * 1000;
const FILM_TYPES = { 'demo-4s.mp4': ['video/mp4', 'mp4', 4], 'demo-3s.webm': ['video/webm', 'webm', 3] } as const;

/**
 * The demo round of last month (ended, judged, its leaderboard frozen) and this
 * month's open round, with a few small films; running it twice changes nothing.
 */
export async function seedContest(deps: SeedDependencies, films: DemoFilm[], options: SeedOptions): Promise<boolean> {
  const now = options.now();
  const currentId = roundIdAt(now);
  const previousId = roundIdAt(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
  const idOf = (film: DemoFilm) => `seed-${film.round === 'previous' ? previousId : currentId}-${film.key}`;
  if (await deps.films.find(idOf(films[0]))) return false;

  const usernames = [
    ...new Set(
      films.flatMap((f) => [f.owner, ...f.crew, ...Object.keys(f.ratings), ...Object.keys(f.scores), ...f.comments.map((c) => c.by)]),
    ),
  ];
  const people = await waitForPeople(deps.people, usernames, options.peopleTimeoutMs);
  const idFor = (username: string) => people.get(username)!.userId;

  await deps.rounds.ensure(previousId);
  await deps.rounds.ensure(currentId);
  for (const film of films) {
    const roundId = film.round === 'previous' ? previousId : currentId;
    const id = idOf(film);
    const [contentType, extension, durationSeconds] = FILM_TYPES[film.fixture];
    const videoKey = `${roundId}/${id}.${extension}`;
    await deps.storage.write(deps.bucket, videoKey, deps.fixture(film.fixture), contentType);
    const captionsKey = film.captions ? `${roundId}/${id}.vtt` : null;
    if (captionsKey) {
      await deps.storage.write(deps.bucket, captionsKey, Buffer.from(DEMO_CAPTIONS), CONTEST_CAPTIONS_TYPE);
    }
    await deps.rounds.takeTeamSpot(roundId, Number.MAX_SAFE_INTEGER);
    const submittedAt =
      film.round === 'previous'
        ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 28) - film.ageDays * 3_600_000)
        : new Date(now.getTime() - film.ageDays * DAY_MS);
    await deps.films.insert({
      id,
      roundId,
      userId: idFor(film.owner),
      title: film.title,
      description: film.description,
      crew: film.crew.map((name) => people.get(name)!),
      videoKey,
      contentType,
      captionsKey,
      durationSeconds,
      submittedAt,
    });
    for (const [by, rating] of Object.entries(film.ratings)) {
      await deps.ratings.upsert({ filmId: id, userId: idFor(by), rating });
    }
    for (const [judge, scores] of Object.entries(film.scores)) {
      const values = Object.values(scores);
      await deps.scores.upsert({
        filmId: id,
        judgeId: idFor(judge),
        scores,
        mean: values.reduce((sum, v) => sum + v, 0) / values.length,
      });
    }
    for (const [index, comment] of film.comments.entries()) {
      await deps.comments.insert({
        id: `${id}-comment-${index}`,
        filmId: id,
        userId: idFor(comment.by),
        atSeconds: comment.atSeconds,
        text: comment.text,
        createdAt: now,
      });
    }
  }
  // Last month's round is over: submissions and judging end now (stored, as an operator would).
  await deps.rounds.endSubmissions(previousId, now);
  await deps.rounds.endJudging(previousId, now);
  await deps.freezer.ensureFrozen(previousId);
  return true;
}

async function waitForPeople(people: PeopleService, usernames: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const crew = await people.resolveCrew(usernames);
      return new Map(crew.map((member) => [member.username.toLowerCase(), member]));
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `the demo accounts (${usernames.join(', ')}) have not reached the contest service; run identity's seed first`,
          { cause: error },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
