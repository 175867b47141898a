import { PostLikedEvent } from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { createPost, member, startCommunityHarness } from '../testing/community-test-setup';

describe('likes', () => {
  let harness: ServiceHarness;
  let ada: TestUser;
  let fans: TestUser[];

  beforeAll(async () => {
    harness = await startCommunityHarness();
    ada = await member(harness, 'Ada Lovelace');
    fans = [];
    for (let i = 0; i < 6; i += 1) fans.push(await member(harness, `Fan ${i}`));
  });
  afterAll(() => harness?.stop());

  const like = (user: TestUser, postId: string) =>
    harness.request(`/api/community/posts/${postId}/like`, { method: 'PUT', as: user });
  const unlike = (user: TestUser, postId: string) =>
    harness.request(`/api/community/posts/${postId}/like`, { method: 'DELETE', as: user });
  const post = (user: TestUser, postId: string) =>
    harness.request(`/api/community/posts/${postId}`, { as: user });

  it('counts one like per user however often they like, and announces only the first', async () => {
    const liked = await harness.recordEvents(PostLikedEvent);
    const { id } = await createPost(harness, ada, { content: 'Like me once' });
    const first = await like(fans[0], id);
    const again = await like(fans[0], id);
    expect(first.body).toEqual({ postId: id, liked: true, likesCount: 1 });
    expect(again.body).toEqual({ postId: id, liked: true, likesCount: 1 });
    await liked.next((event) => event.postId === id);
    await harness.waitForConsumersIdle();
    const distinct = new Set(
      liked.events.filter((event) => event.payload.postId === id).map((event) => event.id),
    );
    expect(distinct.size).toBe(1);
    expect((await post(fans[0], id)).body).toMatchObject({ likesCount: 1, likedByMe: true });
    expect((await post(fans[1], id)).body).toMatchObject({ likesCount: 1, likedByMe: false });
  });

  it('keeps the count equal to the likes under concurrent clicks of many users', async () => {
    const { id } = await createPost(harness, ada, { content: 'Rush' });
    // Every fan clicks three times at once; a few unlike concurrently too.
    const clicks = fans.flatMap((fan) => [like(fan, id), like(fan, id), like(fan, id)]);
    const results = await Promise.all(clicks);
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect((await post(ada, id)).body.likesCount).toBe(fans.length);

    await Promise.all([
      unlike(fans[0], id),
      unlike(fans[0], id),
      unlike(fans[1], id),
      like(fans[2], id),
    ]);
    expect((await post(ada, id)).body.likesCount).toBe(fans.length - 2);
    const again = await unlike(fans[0], id);
    expect(again.body).toEqual({ postId: id, liked: false, likesCount: fans.length - 2 });
  });

  it('answers 404 for a post that does not exist, changing nothing', async () => {
    const { status, body } = await like(fans[0], 'no-such-post');
    expect(status).toBe(404);
    expect(body.code).toBe('POST_NOT_FOUND');
  });
});
