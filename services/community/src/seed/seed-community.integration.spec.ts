import { UserMentionedEvent } from '@filmcollab/contracts';
import { ObjectStorage } from '@filmcollab/service-kit';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { CommentsService } from '../comments/comments.service';
import { UploadsService } from '../files/uploads.service';
import { LikesService } from '../likes/likes.service';
import { PeopleService } from '../people/people.service';
import { PostsService } from '../posts/posts.service';
import { BUCKET, member, startCommunityHarness } from '../testing/community-test-setup';
import { seedCommunity } from './seed-community';

describe('the demo feed seed', () => {
  let harness: ServiceHarness;
  const users = new Map<string, TestUser>();
  const names = ['demo', 'alex', 'sam', 'jordan', 'riley'];

  beforeAll(async () => {
    harness = await startCommunityHarness();
    for (const name of names) {
      users.set(name, await member(harness, `${name[0].toUpperCase()}${name.slice(1)} Demo`, name));
    }
  });
  afterAll(() => harness?.stop());

  const services = () => ({
    people: harness.get(PeopleService),
    posts: harness.get(PostsService),
    likes: harness.get(LikesService),
    comments: harness.get(CommentsService),
    uploads: harness.get(UploadsService),
  });

  it('creates posts with likes, comments, mentions, tags and a media post, once', async () => {
    const mentions = await harness.recordEvents(UserMentionedEvent);
    const outcome = await seedCommunity(services(), names, 2000);
    expect(outcome.created).toHaveLength(5);

    const demo = users.get('demo')!;
    const { body } = await harness.request('/api/community/posts?feed=all', { as: demo });
    expect(body.posts).toHaveLength(5);
    const media = body.posts.find(
      (post: { fileAttachments: unknown[] }) => post.fileAttachments.length > 0,
    );
    expect(media).toMatchObject({ likesCount: 4, repliesCount: 2, authorId: demo.id });
    expect(media.fileAttachments[0].alt).toMatch(/train depot/);
    expect(
      await harness.get(ObjectStorage).stat(BUCKET, media.fileAttachments[0].key),
    ).not.toBeNull();
    const trending = await harness.request('/api/community/posts?feed=trending', { as: demo });
    expect(trending.body.posts[0].id).toBe(media.id);
    expect((await harness.request('/api/community/tags', { as: demo })).body.tags).toContain(
      'lighting',
    );
    await mentions.next((event) => event.mentionedUserId === demo.id);
    await mentions.next((event) => event.mentionedUserId === users.get('sam')!.id);

    expect(await seedCommunity(services(), names, 2000)).toEqual({
      created: [],
      skipped: ['community posts'],
    });
    expect(
      (await harness.request('/api/community/posts?feed=all', { as: demo })).body.posts,
    ).toHaveLength(5);
  });
});
