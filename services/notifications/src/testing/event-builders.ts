import { randomUUID } from 'node:crypto';
import type {
  ApplicationAcceptedEvent,
  ApplicationSubmittedEvent,
  ConnectionRequestSentEvent,
  DirectMessageSentEvent,
  EventPayload,
  ExternalInvitationSentEvent,
} from '@filmcollab/contracts';

const now = () => new Date().toISOString();

export function connectionRequestSent(
  overrides: Partial<EventPayload<typeof ConnectionRequestSentEvent>> = {},
): EventPayload<typeof ConnectionRequestSentEvent> {
  return {
    requestId: randomUUID(),
    senderId: 'sender',
    receiverId: 'receiver',
    senderName: 'Sam Sender',
    senderUsername: 'sam',
    sentAt: now(),
    ...overrides,
  };
}

export function applicationSubmitted(
  overrides: Partial<EventPayload<typeof ApplicationSubmittedEvent>> = {},
): EventPayload<typeof ApplicationSubmittedEvent> {
  return {
    applicationId: randomUUID(),
    projectId: 'project-1',
    projectTitle: 'Night Shoot',
    creatorId: 'creator',
    applicantId: 'applicant',
    applicantName: 'Ana Applicant',
    role: 'Gaffer',
    at: now(),
    message: null,
    opportunityId: null,
    ...overrides,
  };
}

export function applicationDecided(
  overrides: Partial<EventPayload<typeof ApplicationAcceptedEvent>> = {},
): EventPayload<typeof ApplicationAcceptedEvent> {
  const { message: _message, opportunityId: _opportunityId, ...ref } = applicationSubmitted();
  return { ...ref, ...overrides };
}

export function directMessageSent(
  overrides: Partial<EventPayload<typeof DirectMessageSentEvent>> = {},
): EventPayload<typeof DirectMessageSentEvent> {
  return {
    messageId: randomUUID(),
    conversationId: 'conversation-1',
    senderId: 'sender',
    receiverId: 'receiver',
    senderName: 'Sam Sender',
    preview: 'Are you free on Friday?',
    sentAt: now(),
    ...overrides,
  };
}

export function externalInvitationSent(
  overrides: Partial<EventPayload<typeof ExternalInvitationSentEvent>> = {},
): EventPayload<typeof ExternalInvitationSentEvent> {
  return {
    projectId: 'project-1',
    projectTitle: 'Night Shoot',
    inviterId: 'inviter',
    inviterName: 'Ivy Inviter',
    email: 'guest@example.com',
    name: 'Gus Guest',
    message: 'We need a colorist!',
    at: now(),
    ...overrides,
  };
}
