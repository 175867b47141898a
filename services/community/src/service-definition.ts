import {
  CommentCreatedEvent,
  CommentDeletedEvent,
  CommentUpdatedEvent,
  InviteSentEvent,
  PostCreatedEvent,
  PostDeletedEvent,
  PostLikedEvent,
  PostUnlikedEvent,
  PostUpdatedEvent,
  UserMentionedEvent,
} from '@filmcollab/contracts';
import { defineService } from '@filmcollab/service-kit';
import { CommunityConfigSchema } from './config/community-config.schema';

export const communityService = defineService({
  name: 'community',
  description:
    'The community feed: posts, comments, likes, mentions, tags, search and friend invites.',
  configSchema: CommunityConfigSchema,
  publishes: [
    PostCreatedEvent,
    PostUpdatedEvent,
    PostDeletedEvent,
    PostLikedEvent,
    PostUnlikedEvent,
    CommentCreatedEvent,
    CommentUpdatedEvent,
    CommentDeletedEvent,
    UserMentionedEvent,
    InviteSentEvent,
  ],
});
