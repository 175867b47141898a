import {
  COMMUNITY_REALTIME,
  CommentCreatedEvent,
  REALTIME_SUBJECTS,
  type RealtimeRoomDelivery,
  UserMentionedEvent,
} from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { createPost, member, startCommunityHarness } from '../testing/community-test-setup';

describe('comments', () => {
  let harness: ServiceHarness;
  let ada: TestUser;
  let bo: TestUser;
  let cy: TestUser;
  const deliveries: RealtimeRoomDelivery[] = [];

  beforeAll(async () => {
    harness = await startCommunityHarness();
    ada = await member(harness, 'Ada Lovelace', `ada_${Date.now()}`);
    bo = await member(harness, 'Bo Chen');
    cy = await member(harness, 'Cy Twombly');
    harness.nats.subscribe(REALTIME_SUBJECTS.room, {
      callback: (_error, message) => {
        deliveries.push(message.json<RealtimeRoomDelivery>());
      },
    });
  });
  afterAll(() => harness?.stop());

  const comment = (user: TestUser, postId: string, body: object) =>
    harness.request(`/api/community/posts/${postId}/comments`, { method: 'POST', as: user, body });

  it('stores threaded comments, counts top-level replies and pushes new ones to the post room', async () => {
    const created = await harness.recordEvents(CommentCreatedEvent);
    const { id: postId } = await createPost(harness, ada, { content: 'Feedback on my cut?' });
    const top = await comment(bo, postId, { content: '  Great pacing  ' });
    expect(top.status).toBe(201);
    expect(top.body).toMatchObject({
      content: 'Great pacing',
      parentCommentId: null,
      author: { id: bo.id, fullName: 'Bo Chen' },
    });
    const reply = await comment(ada, postId, { content: 'Thanks!', parentCommentId: top.body.id });
    expect(reply.body.parentCommentId).toBe(top.body.id);
    await comment(cy, postId, { content: 'Agreed' });

    const { body: list } = await harness.request(`/api/community/posts/${postId}/comments`, {
      as: cy,
    });
    expect(list.comments.map((c: { content: string }) => c.content)).toEqual([
      'Great pacing',
      'Thanks!',
      'Agreed',
    ]);
    expect(
      (await harness.request(`/api/community/posts/${postId}`, { as: cy })).body.repliesCount,
    ).toBe(2);
    expect(await created.next((event) => event.commentId === top.body.id)).toMatchObject({
      postId,
      postAuthorId: ada.id,
      authorId: bo.id,
    });
    await harness.waitFor(() =>
      deliveries.some(
        (d) =>
          d.type === COMMUNITY_REALTIME.commentCreated &&
          (d.data as { id: string }).id === top.body.id,
      ),
    );
    const push = deliveries.find(
      (d) =>
        d.type === COMMUNITY_REALTIME.commentCreated &&
        (d.data as { id: string }).id === top.body.id,
    )!;
    expect(push).toMatchObject({ room: `post:${postId}`, exceptUserId: bo.id });
  });

  it('refuses an empty comment and a reply to another post comment, storing nothing', async () => {
    const { id: postId } = await createPost(harness, ada, { content: 'Quiet post' });
    const { id: otherId } = await createPost(harness, ada, { content: 'Other post' });
    const elsewhere = await comment(bo, otherId, { content: 'elsewhere' });
    const empty = await comment(bo, postId, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('COMMENT_EMPTY');
    const misplaced = await comment(bo, postId, {
      content: 'reply',
      parentCommentId: elsewhere.body.id,
    });
    expect(misplaced.status).toBe(400);
    expect(misplaced.body.code).toBe('PARENT_COMMENT_NOT_FOUND');
    const { body } = await harness.request(`/api/community/posts/${postId}/comments`, { as: bo });
    expect(body.comments).toEqual([]);
  });

  it('lets only the author edit or delete a comment; deleting removes its replies and recounts', async () => {
    const { id: postId } = await createPost(harness, ada, { content: 'Thread' });
    const top = await comment(bo, postId, { content: 'top' });
    await comment(cy, postId, { content: 'reply', parentCommentId: top.body.id });
    await comment(cy, postId, { content: 'other top' });

    const foreign = await harness.request(`/api/community/comments/${top.body.id}`, {
      method: 'DELETE',
      as: ada,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('NOT_COMMENT_AUTHOR');
    const foreignEdit = await harness.request(`/api/community/comments/${top.body.id}`, {
      method: 'PATCH',
      as: cy,
      body: { content: 'changed' },
    });
    expect(foreignEdit.status).toBe(403);

    const edit = await harness.request(`/api/community/comments/${top.body.id}`, {
      method: 'PATCH',
      as: bo,
      body: { content: 'top, edited' },
    });
    expect(edit.body.content).toBe('top, edited');

    const removed = await harness.request(`/api/community/comments/${top.body.id}`, {
      method: 'DELETE',
      as: bo,
    });
    expect(removed.status).toBe(204);
    const { body } = await harness.request(`/api/community/posts/${postId}/comments`, { as: bo });
    expect(body.comments.map((c: { content: string }) => c.content)).toEqual(['other top']);
    expect(
      (await harness.request(`/api/community/posts/${postId}`, { as: bo })).body.repliesCount,
    ).toBe(1);
  });

  it('tells mentioned users (not the author, not unknown names) once per text', async () => {
    const mentioned = await harness.recordEvents(UserMentionedEvent);
    const post = await createPost(harness, bo, {
      content: `Shot with @${ada.username} and @nobody_here, thanks @${bo.username}`,
    });
    expect(await mentioned.next((event) => event.postId === post.id)).toMatchObject({
      mentionedUserId: ada.id,
      mentionedUsername: ada.username,
      authorId: bo.id,
      authorName: 'Bo Chen',
      commentId: null,
    });
    const reply = await comment(cy, post.id, { content: `@${ada.username.toUpperCase()} nice` });
    expect(await mentioned.next((event) => event.commentId === reply.body.id)).toMatchObject({
      mentionedUserId: ada.id,
    });
    await harness.request(`/api/community/posts/${post.id}`, {
      method: 'PATCH',
      as: bo,
      body: { content: `Shot with @${ada.username} (edited)` },
    });
    await harness.waitForConsumersIdle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Counted by event id: a relay retry may show the same event twice on the core subject.
    const distinct = new Set(
      mentioned.events.filter((event) => event.payload.postId === post.id).map((event) => event.id),
    );
    expect(distinct.size).toBe(2);
    expect(mentioned.count((event) => event.mentionedUserId === bo.id)).toBe(0);
  });

  it('suggests at most 10 usernames containing the typed text', async () => {
    for (let i = 0; i < 12; i += 1) await member(harness, `Crew ${i}`, `crewmate_${i}`);
    const { body } = await harness.request('/api/community/mentions?q=REWMATE', { as: bo });
    expect(body.users).toHaveLength(10);
    expect(body.users.every((u: { username: string }) => u.username.includes('crewmate'))).toBe(
      true,
    );
    const bad = await harness.request('/api/community/mentions?q=a%20b', { as: bo });
    expect(bad.status).toBe(400);
  });
});
