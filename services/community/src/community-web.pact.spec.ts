import type { ServiceHarness } from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { createPost, member, startCommunityHarness } from './testing/community-test-setup';

/**
 * Provider side of the community micro-frontend's pact (tests/contracts/pacts/web/community-web-community.json,
 * written by frontends/community/src/api/community-api.pact.spec.ts): replayed against this service.
 */
describe('pact: community honours community-web’s pact', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startCommunityHarness();
  });
  afterAll(() => harness?.stop());

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'community',
      service: 'community',
      url: harness.url,
      states: {
        // Set up for each interaction: a fresh post (and its comment) each time.
        'u-author posted and commented in the hub and u-reader is signed in': async () => {
          const author = await member(harness, 'Ana Author');
          const reader = await member(harness, 'Rui Reader');
          const post = await createPost(harness, author, {
            content: 'Who has a dolly track? #grip',
          });
          const comment = await harness.request(`/api/community/posts/${post.id}/comments`, {
            method: 'POST',
            as: reader,
            body: { content: 'I do, in Porto.' },
          });
          if (comment.status !== 201) throw new Error(`comment not created: ${comment.status}`);
          return { token: reader.token, values: { postId: post.id } };
        },
      },
    });
  });
});
