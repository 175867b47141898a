import { COMMUNITY_FEED_ROOM, CommunityRoomAccessQuery } from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { createPost, member, startCommunityHarness } from './testing/community-test-setup';

/**
 * Every mutation, by who may do it: anonymous callers get 401, another signed-in user gets the
 * coded refusal (where only the author may act) and nothing changes, and the allowed caller succeeds.
 */
describe('authorization matrix', () => {
  let harness: ServiceHarness;
  let author: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    harness = await startCommunityHarness();
    author = await member(harness, 'Ada Author');
    other = await member(harness, 'Oscar Other');
  });
  afterAll(() => harness?.stop());

  type Case = {
    name: string;
    method: string;
    path: () => Promise<string>;
    body?: object;
    allowedStatus: number;
    /** Absent: any signed-in user may. */
    refused?: { status: number; code: string };
  };

  const freshPost = async () => (await createPost(harness, author, { content: 'matrix post' })).id;
  const freshComment = async () => {
    const postId = await freshPost();
    const { body } = await harness.request(`/api/community/posts/${postId}/comments`, {
      method: 'POST',
      as: author,
      body: { content: 'matrix comment' },
    });
    return body.id as string;
  };

  const cases: Case[] = [
    {
      name: 'create a post',
      method: 'POST',
      path: async () => '/api/community/posts',
      body: { content: 'hi' },
      allowedStatus: 201,
    },
    {
      name: 'edit a post',
      method: 'PATCH',
      path: async () => `/api/community/posts/${await freshPost()}`,
      body: { content: 'edited' },
      allowedStatus: 200,
      refused: { status: 403, code: 'NOT_POST_AUTHOR' },
    },
    {
      name: 'delete a post',
      method: 'DELETE',
      path: async () => `/api/community/posts/${await freshPost()}`,
      allowedStatus: 204,
      refused: { status: 403, code: 'NOT_POST_AUTHOR' },
    },
    {
      name: 'like a post',
      method: 'PUT',
      path: async () => `/api/community/posts/${await freshPost()}/like`,
      allowedStatus: 200,
    },
    {
      name: 'unlike a post',
      method: 'DELETE',
      path: async () => `/api/community/posts/${await freshPost()}/like`,
      allowedStatus: 200,
    },
    {
      name: 'comment on a post',
      method: 'POST',
      path: async () => `/api/community/posts/${await freshPost()}/comments`,
      body: { content: 'nice' },
      allowedStatus: 201,
    },
    {
      name: 'edit a comment',
      method: 'PATCH',
      path: async () => `/api/community/comments/${await freshComment()}`,
      body: { content: 'edited' },
      allowedStatus: 200,
      refused: { status: 403, code: 'NOT_COMMENT_AUTHOR' },
    },
    {
      name: 'delete a comment',
      method: 'DELETE',
      path: async () => `/api/community/comments/${await freshComment()}`,
      allowedStatus: 204,
      refused: { status: 403, code: 'NOT_COMMENT_AUTHOR' },
    },
    {
      name: 'ask for an upload URL',
      method: 'POST',
      path: async () => '/api/community/uploads',
      body: { fileName: 'a.png', contentType: 'image/png', size: 10 },
      allowedStatus: 201,
    },
    {
      name: 'invite friends',
      method: 'POST',
      path: async () => '/api/community/invites',
      body: { invites: [{ name: 'Zed', email: 'zed@example.com' }] },
      allowedStatus: 200,
    },
  ];

  it.each(cases)('$name', async ({ method, path, body, allowedStatus, refused }) => {
    const anonymous = await harness.request(await path(), { method, body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHORIZED');

    if (refused) {
      const target = await path();
      const before = await harness.request(target.replace(/\/like$/, ''), { as: author });
      const response = await harness.request(target, { method, body, as: other });
      expect(response.status).toBe(refused.status);
      expect(response.body.code).toBe(refused.code);
      if (target.startsWith('/api/community/posts/')) {
        expect((await harness.request(target, { as: author })).body).toEqual(before.body);
      }
    }

    const allowed = await harness.request(await path(), { method, body, as: author });
    expect(allowed.status).toBe(allowedStatus);
  });

  it("lets any signed-in user join a post's live room while the post exists", async () => {
    const postId = await freshPost();
    expect(
      await harness.query(CommunityRoomAccessQuery, { userId: other.id, room: `post:${postId}` }),
    ).toEqual({
      allowed: true,
    });
    expect(
      await harness.query(CommunityRoomAccessQuery, { userId: other.id, room: 'post:missing' }),
    ).toEqual({
      allowed: false,
    });
    expect(
      await harness.query(CommunityRoomAccessQuery, {
        userId: other.id,
        room: `conversation:${postId}`,
      }),
    ).toEqual({ allowed: false });
  });

  it('lets any signed-in user join the feed room, and no other room of its kind', async () => {
    expect(
      await harness.query(CommunityRoomAccessQuery, {
        userId: other.id,
        room: COMMUNITY_FEED_ROOM,
      }),
    ).toEqual({ allowed: true });
    expect(
      await harness.query(CommunityRoomAccessQuery, {
        userId: other.id,
        room: 'community-feed:mine',
      }),
    ).toEqual({ allowed: false });
  });
});
