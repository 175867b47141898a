import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BaseConfig, ObjectStorage, runSeed, SERVICE_CONFIG } from '@filmcollab/service-kit';
import { CommentRepository } from './comments/comment.repository';
import type { ContestConfig } from './config/contest-config.schema';
import { FilmRepository } from './films/film.repository';
import { JudgeScoreRepository } from './judging/judge-score.repository';
import { LeaderboardFreezer } from './judging/leaderboard-freezer';
import { PeopleService } from './people/people.service';
import { RatingRepository } from './ratings/rating.repository';
import { RoundRepository } from './rounds/round.repository';
import { DEMO_FILMS } from './seed/demo-films';
import { seedContest } from './seed/seed-contest';
import { SeedModule } from './seed/seed.module';

/**
 * `make seed` (after identity's): last month's judged round and this month's open one, with a
 * few small films (committed fixtures of a few KB) in the `contest-films` bucket. Needs the
 * running stack (NATS, object storage; the demo accounts arrive here as identity's events).
 */
void runSeed(SeedModule, 'contest', async (context) => {
  const config = context.get<BaseConfig & ContestConfig>(SERVICE_CONFIG);
  const created = await seedContest(
    {
      people: context.get(PeopleService),
      rounds: context.get(RoundRepository),
      films: context.get(FilmRepository),
      ratings: context.get(RatingRepository),
      scores: context.get(JudgeScoreRepository),
      comments: context.get(CommentRepository),
      freezer: context.get(LeaderboardFreezer),
      storage: context.get(ObjectStorage),
      bucket: config.CONTEST_FILMS_BUCKET,
      fixture: (name) => readFileSync(join(__dirname, '..', 'fixtures', name)),
    },
    DEMO_FILMS,
    { now: () => new Date(), peopleTimeoutMs: 60_000 },
  );
  return [created ? 'created the demo contest rounds' : 'exists  the demo contest rounds'];
});
