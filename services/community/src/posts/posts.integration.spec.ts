import {
  COMMUNITY_FEED_ROOM,
  COMMUNITY_REALTIME,
  PostCreatedEvent,
  PostCreatedPushSchema,
  PostDeletedEvent,
  REALTIME_SUBJECTS,
  type RealtimeRoomDelivery,
} from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { createPost, member, startCommunityHarness } from '../testing/community-test-setup';

describe('community posts', () => {
  let harness: ServiceHarness;
  let ada: TestUser;
  let bo: TestUser;
  const deliveries: RealtimeRoomDelivery[] = [];

  beforeAll(async () => {
    harness = await startCommunityHarness();
    ada = await member(harness, 'Ada Lovelace');
    bo = await member(harness, 'Bo Chen');
    harness.nats.subscribe(REALTIME_SUBJECTS.room, {
      callback: (_error, message) => {
        deliveries.push(message.json<RealtimeRoomDelivery>());
      },
    });
  });
  afterAll(() => harness?.stop());

  it('creates a post with a derived title and topic, tags and its author, and announces it', async () => {
    const created = await harness.recordEvents(PostCreatedEvent);
    const text = `  Looking for a gaffer for a one-room night shoot in Lisbon next month, any takers?  `;
    const post = await createPost(harness, ada, {
      content: text,
      tags: ['#Lighting', 'lisbon', 'lighting'],
      isCrowdfunding: true,
    });
    expect(post).toMatchObject({
      content: text.trim(),
      title: text.trim().slice(0, 50),
      topic: 'Crowdfunding',
      isCrowdfunding: true,
      tags: ['lighting', 'lisbon'],
      likesCount: 0,
      repliesCount: 0,
      likedByMe: false,
      author: { id: ada.id, fullName: 'Ada Lovelace' },
    });
    expect(await created.next((event) => event.postId === post.id)).toMatchObject({
      authorId: ada.id,
      title: text.trim().slice(0, 50),
    });
  });

  it("pushes a new post to the feed room for everyone's open feed but its author's", async () => {
    const cy = await member(harness, 'Cy Twombly');
    const post = await createPost(harness, cy, { content: 'Live from the set', tags: ['bts'] });
    const pushed = () =>
      deliveries.find(
        (d) =>
          d.type === COMMUNITY_REALTIME.postCreated && (d.data as { id?: string }).id === post.id,
      );
    await harness.waitFor(() => pushed() !== undefined);
    const delivery = pushed()!;
    expect(delivery).toMatchObject({ room: COMMUNITY_FEED_ROOM, exceptUserId: cy.id });
    expect(PostCreatedPushSchema.parse(delivery.data)).toEqual(
      (await harness.request(`/api/community/posts/${post.id}`, { as: ada })).body,
    );
  });

  it('refuses a post without text or files with the error envelope, and stores nothing', async () => {
    const pushesBefore = deliveries.length;
    const before = await harness.request('/api/community/posts?feed=mine', { as: bo });
    const { status, body } = await harness.request('/api/community/posts', {
      method: 'POST',
      as: bo,
      body: { content: '   ' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'POST_EMPTY', message: expect.any(String) });
    const bad = await harness.request('/api/community/posts', {
      method: 'POST',
      as: bo,
      body: { content: 'ok', tags: ['not a tag!'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const after = await harness.request('/api/community/posts?feed=mine', { as: bo });
    expect(after.body.posts).toEqual(before.body.posts);
    expect(deliveries.slice(pushesBefore)).toEqual([]);
  });

  it('pages the feed newest first with a cursor, and My Posts holds only mine', async () => {
    const mine = [];
    for (let i = 0; i < 5; i += 1)
      mine.push(await createPost(harness, bo, { content: `Bo post ${i}` }));
    const first = await harness.request('/api/community/posts?feed=mine&limit=2', { as: bo });
    expect(first.body.posts.map((p: { content: string }) => p.content)).toEqual([
      'Bo post 4',
      'Bo post 3',
    ]);
    const second = await harness.request(
      `/api/community/posts?feed=mine&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      { as: bo },
    );
    expect(second.body.posts.map((p: { content: string }) => p.content)).toEqual([
      'Bo post 2',
      'Bo post 1',
    ]);
    const third = await harness.request(
      `/api/community/posts?feed=mine&limit=2&cursor=${encodeURIComponent(second.body.nextCursor)}`,
      { as: bo },
    );
    expect(third.body.posts.map((p: { content: string }) => p.content)).toEqual(['Bo post 0']);
    expect(third.body.nextCursor).toBeNull();
    const all = await harness.request('/api/community/posts?feed=all&limit=50', { as: bo });
    expect(all.body.posts.some((p: { authorId: string }) => p.authorId === ada.id)).toBe(true);
  });

  it('shows in Trending only liked posts, most liked first', async () => {
    const one = await createPost(harness, ada, { content: 'one like' });
    const two = await createPost(harness, ada, { content: 'two likes' });
    await createPost(harness, ada, { content: 'no likes' });
    await harness.request(`/api/community/posts/${one.id}/like`, { method: 'PUT', as: bo });
    await harness.request(`/api/community/posts/${two.id}/like`, { method: 'PUT', as: bo });
    await harness.request(`/api/community/posts/${two.id}/like`, { method: 'PUT', as: ada });
    const { body } = await harness.request('/api/community/posts?feed=trending', { as: bo });
    expect(body.posts.map((p: { content: string }) => p.content)).toEqual([
      'two likes',
      'one like',
    ]);
    expect(body.posts[0]).toMatchObject({ likesCount: 2, likedByMe: true });
  });

  it('lets only the author edit or delete a post', async () => {
    const post = await createPost(harness, ada, { content: 'Original cut', tags: ['drama'] });
    const foreignEdit = await harness.request(`/api/community/posts/${post.id}`, {
      method: 'PATCH',
      as: bo,
      body: { content: 'Hijacked' },
    });
    expect(foreignEdit.status).toBe(403);
    expect(foreignEdit.body.code).toBe('NOT_POST_AUTHOR');
    const foreignDelete = await harness.request(`/api/community/posts/${post.id}`, {
      method: 'DELETE',
      as: bo,
    });
    expect(foreignDelete.status).toBe(403);
    expect(
      (await harness.request(`/api/community/posts/${post.id}`, { as: bo })).body.content,
    ).toBe('Original cut');

    const edit = await harness.request(`/api/community/posts/${post.id}`, {
      method: 'PATCH',
      as: ada,
      body: { content: "Director's cut", tags: ['drama', 'festival'] },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      content: "Director's cut",
      title: "Director's cut",
      tags: ['drama', 'festival'],
    });

    const deleted = await harness.recordEvents(PostDeletedEvent);
    expect(
      (await harness.request(`/api/community/posts/${post.id}`, { method: 'DELETE', as: ada }))
        .status,
    ).toBe(204);
    expect((await harness.request(`/api/community/posts/${post.id}`, { as: ada })).status).toBe(
      404,
    );
    expect(await deleted.next((event) => event.postId === post.id)).toMatchObject({
      authorId: ada.id,
    });
    const pushed = () =>
      deliveries.find(
        (d) =>
          d.type === COMMUNITY_REALTIME.postDeleted &&
          (d.data as { postId?: string }).postId === post.id,
      );
    await harness.waitFor(() => pushed() !== undefined);
    expect(pushed()).toMatchObject({ room: COMMUNITY_FEED_ROOM, exceptUserId: ada.id });
  });

  it('suggests tags by prefix, most used first, at most 20', async () => {
    for (let i = 0; i < 22; i += 1) {
      await createPost(harness, bo, {
        content: `tagged ${i}`,
        tags: [`scene${String(i).padStart(2, '0')}`],
      });
    }
    await createPost(harness, bo, { content: 'popular', tags: ['scene05'] });
    const { body } = await harness.request('/api/community/tags?prefix=%23SCENE', { as: bo });
    expect(body.tags).toHaveLength(20);
    expect(body.tags[0]).toBe('scene05');
    expect(body.tags.every((tag: string) => tag.startsWith('scene'))).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await harness.request('/api/community/posts');
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
  });
});
