import {
  ChatMessagePostedEvent,
  ConversationReadEvent,
  DirectMessageSentEvent,
} from '@filmcollab/contracts';
import { defineService } from '@filmcollab/service-kit';

export const messagingService = defineService({
  name: 'messaging',
  description: 'Conversations, direct messages, project group chat, presence and typing.',
  publishes: [DirectMessageSentEvent, ConversationReadEvent, ChatMessagePostedEvent],
});
