import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { CommentsService } from './comments/comments.service';
import { UploadsService } from './files/uploads.service';
import { LikesService } from './likes/likes.service';
import { PeopleService } from './people/people.service';
import { PostsService } from './posts/posts.service';
import { seedCommunity } from './seed/seed-community';
import { SeedModule } from './seed/seed.module';

/**
 * `npm run seed -w services/community` (part of `make seed`, after identity): the demo feed.
 * Needs the running stack (its people come from identity's events).
 */
async function main(): Promise<void> {
  const context = await NestFactory.createApplicationContext(SeedModule, {
    logger: false,
    abortOnError: false,
  });
  try {
    const outcome = await seedCommunity(
      {
        people: context.get(PeopleService),
        posts: context.get(PostsService),
        likes: context.get(LikesService),
        comments: context.get(CommentsService),
        uploads: context.get(UploadsService),
      },
      ['demo', 'alex', 'sam', 'jordan', 'riley'],
    );
    for (const label of outcome.created) process.stdout.write(`created ${label}\n`);
    for (const label of outcome.skipped) process.stdout.write(`exists  ${label}\n`);
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `community seed failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
