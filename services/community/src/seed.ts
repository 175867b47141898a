import 'reflect-metadata';
import { runSeed } from '@filmcollab/service-kit';
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
void runSeed(SeedModule, 'community', async (context) => {
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
  return [
    ...outcome.created.map((label) => `created ${label}`),
    ...outcome.skipped.map((label) => `exists  ${label}`),
  ];
});
