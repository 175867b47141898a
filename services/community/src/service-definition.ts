import { defineService } from '@filmcollab/service-kit';

export const communityService = defineService({
  name: 'community',
  description: 'The community feed: posts, comments, likes, mentions, tags and friend invites.',
});
