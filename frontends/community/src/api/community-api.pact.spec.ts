import {
  CommentListSchema,
  CommunityPostSchema,
  FeedPageSchema,
} from '@filmcollab/contracts/community';
import { createAppStore } from '@filmcollab/web-kit';
import * as MatchersV3 from '@pact-foundation/pact/src/v3/matchers';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { communityApi } from './community-api';

/**
 * The community micro-frontend's pact with the community service (the hub's feed, a post's
 * comments, the composer), from the real RTK Query endpoints. The community service verifies it
 * (services/community/src/community-web.pact.spec.ts).
 */
const pact = webPact('community', 'community');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

const POSTED = 'u-author posted and commented in the hub and u-reader is signed in';
/** Authors the community knows by name, without a photo yet; posts without attachments. */
const NAMED_AUTHORS = { nullable: 'null', filled: ['username', 'fullName'], http: true } as const;

describe('pact: community-web → community', () => {
  it('shows the hub’s feed', async () => {
    pact
      .given(POSTED)
      .uponReceiving('a request for the first page of the feed')
      .withRequest({
        method: 'GET',
        path: '/api/community/posts',
        query: { feed: 'all' },
        headers: { authorization: BEARER },
      })
      .willRespondWith({ status: 200, body: consumerExpectation(FeedPageSchema, NAMED_AUTHORS) });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(communityApi.endpoints.feed.initiate('all')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.pages[0].posts).toHaveLength(1);
    });
  });

  it('shows a post’s comments', async () => {
    pact
      .given(POSTED)
      .uponReceiving('a request for a post’s comments')
      .withRequest({
        method: 'GET',
        path: MatchersV3.fromProviderState(
          '/api/community/posts/${postId}/comments',
          '/api/community/posts/post-1/comments',
        ),
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(CommentListSchema, NAMED_AUTHORS),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(communityApi.endpoints.comments.initiate('post-1')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.comments).toHaveLength(1);
    });
  });

  it('publishes a post from the composer', async () => {
    const post = { content: 'Looking for a gaffer this weekend #lighting', tags: ['lighting'] };
    pact
      .given(POSTED)
      .uponReceiving('a new post')
      .withRequest({
        method: 'POST',
        path: '/api/community/posts',
        headers: { authorization: BEARER, 'content-type': 'application/json' },
        body: post,
      })
      .willRespondWith({
        status: 201,
        body: consumerExpectation(CommunityPostSchema, {
          ...NAMED_AUTHORS,
          examples: { content: post.content },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(communityApi.endpoints.createPost.initiate(post)),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.content).toBe(post.content);
    });
  });
});
