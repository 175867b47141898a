import { Clock } from '@filmcollab/service-kit';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { createPost, member, startCommunityHarness } from '../testing/community-test-setup';

type Found = { posts: { content: string; tags: string[] }[]; authors: { id: string }[] };

describe('search', () => {
  let harness: ServiceHarness;
  let ada: TestUser;
  let bo: TestUser;
  let clock: jest.SpyInstance<Date, []>;
  let now = Date.parse('2026-03-18T12:00:00.000Z');

  const at = async (iso: string, user: TestUser, body: Record<string, unknown>) => {
    now = Date.parse(iso);
    return createPost(harness, user, body);
  };
  const search = async (query: string): Promise<Found> => {
    const { status, body } = await harness.request(`/api/community/search?${query}`, { as: ada });
    expect(status).toBe(200);
    return body as Found;
  };

  beforeAll(async () => {
    harness = await startCommunityHarness();
    clock = jest.spyOn(harness.get(Clock), 'now').mockImplementation(() => new Date(now));
    ada = await member(harness, 'Ada Lovelace', 'ada_search');
    bo = await member(harness, 'Bo Chen', 'bochen');
    await at('2025-12-30T10:00:00.000Z', ada, { content: 'Old NOIR short', tags: ['noir'] });
    await at('2026-01-05T10:00:00.000Z', bo, {
      content: 'Casting a noir detective',
      tags: ['noir', 'casting'],
    });
    await at('2026-03-02T10:00:00.000Z', bo, {
      content: 'Documentary crew wanted',
      tags: ['documentary'],
    });
    await at('2026-03-12T10:00:00.000Z', ada, {
      content: 'Night shoot noir lighting',
      tags: ['lighting', 'noir'],
    });
    await at('2026-03-18T08:00:00.000Z', bo, {
      content: 'Today: sound designer needed',
      tags: ['sound'],
    });
    now = Date.parse('2026-03-18T12:00:00.000Z');
  });
  afterAll(async () => {
    clock?.mockRestore();
    await harness?.stop();
  });

  it('finds posts whose text contains the query, case-insensitively, newest first', async () => {
    const found = await search('q=NoIr');
    expect(found.posts.map((p) => p.content)).toEqual([
      'Night shoot noir lighting',
      'Casting a noir detective',
      'Old NOIR short',
    ]);
  });

  it('filters by tags contained (type tags) and by every selected tag', async () => {
    expect((await search('q=light&type=tags')).posts.map((p) => p.content)).toEqual([
      'Night shoot noir lighting',
    ]);
    expect((await search('tags=noir,casting')).posts.map((p) => p.content)).toEqual([
      'Casting a noir detective',
    ]);
  });

  it.each([
    ['today', ['Today: sound designer needed']],
    ['week', ['Today: sound designer needed', 'Night shoot noir lighting']],
    [
      'month',
      ['Today: sound designer needed', 'Night shoot noir lighting', 'Documentary crew wanted'],
    ],
    [
      'year',
      [
        'Today: sound designer needed',
        'Night shoot noir lighting',
        'Documentary crew wanted',
        'Casting a noir detective',
      ],
    ],
  ])('limits the date range %s', async (range, contents) => {
    expect((await search(`range=${range}`)).posts.map((p) => p.content)).toEqual(contents);
  });

  it("narrows to one author's posts", async () => {
    expect((await search(`q=noir&authorId=${ada.id}`)).posts.map((p) => p.content)).toEqual([
      'Night shoot noir lighting',
      'Old NOIR short',
    ]);
  });

  it('sorts by oldest, most liked and most commented', async () => {
    expect((await search('q=noir&sort=oldest')).posts[0].content).toBe('Old NOIR short');
    const { posts } = await search('q=documentary');
    const documentary = (await harness.request('/api/community/search?q=documentary', { as: ada }))
      .body.posts[0].id as string;
    expect(posts).toHaveLength(1);
    await harness.request(`/api/community/posts/${documentary}/like`, { method: 'PUT', as: ada });
    await harness.request(`/api/community/posts/${documentary}/comments`, {
      method: 'POST',
      as: ada,
      body: { content: 'interested' },
    });
    expect((await search('sort=most_liked')).posts[0].content).toBe('Documentary crew wanted');
    expect((await search('sort=most_commented')).posts[0].content).toBe('Documentary crew wanted');
  });

  it('finds authors by name or username, and none without a query or for type posts', async () => {
    expect((await search('q=CHEN')).authors.map((a) => a.id)).toEqual([bo.id]);
    expect((await search('q=ada_sea&type=authors')).authors.map((a) => a.id)).toEqual([ada.id]);
    expect((await search('q=ada_sea&type=authors')).posts).toEqual([]);
    expect((await search('q=chen&type=posts')).authors).toEqual([]);
    expect((await search('')).authors).toEqual([]);
  });

  it('answers 20 posts without a query, 100 with one, and 50 authors at most', async () => {
    for (let i = 0; i < 102; i += 1) {
      await createPost(harness, bo, { content: `bulk take ${i}` });
    }
    for (let i = 0; i < 52; i += 1) await member(harness, `Extra Person${i}`, `extra_${i}`);
    expect((await search('')).posts).toHaveLength(20);
    expect((await search('q=bulk')).posts).toHaveLength(100);
    expect((await search('q=extra')).authors).toHaveLength(50);
  });

  it('refuses unknown filters with the error envelope', async () => {
    const { status, body } = await harness.request('/api/community/search?sort=random', {
      as: ada,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });
});
