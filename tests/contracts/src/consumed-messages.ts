import {
  ApplicationAcceptedEvent,
  ApplicationRejectedEvent,
  ApplicationSubmittedEvent,
  ApplicationWithdrawnEvent,
  CommentCreatedEvent,
  CommunityRoomAccessQuery,
  ConnectionRemovedEvent,
  ConnectionRequestAcceptedEvent,
  ConnectionRequestDeclinedEvent,
  ConnectionRequestSentEvent,
  ConversationReadEvent,
  DirectMessageSentEvent,
  EmailRequestedEvent,
  type EventDefinition,
  ExternalInvitationSentEvent,
  InvitationAnsweredEvent,
  InvitationSentEvent,
  InviteSentEvent,
  MemberJoinedEvent,
  MemberRemovedEvent,
  MessagingRoomAccessQuery,
  OpportunityPostedEvent,
  OpportunityWithdrawnEvent,
  ProfileChangedEvent,
  ProjectCreatedEvent,
  ProjectStatusChangedEvent,
  ProjectUpdatedEvent,
  type QueryDefinition,
  ReserveUsernameQuery,
  type ServiceName,
  SessionEndedEvent,
  SharedProjectsQuery,
  TaskAssignedEvent,
  TaskCommentPostedEvent,
  UserMentionedEvent,
  UserRegisteredEvent,
  UsernameAvailabilityQuery,
  WorkspaceRoomAccessQuery,
} from '@filmcollab/contracts';

/** A NATS query a service asks, with a request as that service builds it. */
export interface AskedQuery {
  query: QueryDefinition;
  request: Record<string, unknown>;
}

/** What a service consumes from other domains: events it handles, queries it asks. */
export interface ConsumedMessages {
  events: EventDefinition[];
  queries: AskedQuery[];
}

/** The kit's PeopleDirectoryModule: a service's `people` read model. */
const PEOPLE_DIRECTORY = [UserRegisteredEvent, ProfileChangedEvent];

/**
 * Every event a service handles and every query it asks of another service (the kit's
 * ended-sessions listener consumes `identity.session.ended` in every service but identity).
 * consumed-messages-coverage.spec.ts checks this list against the services' sources, so a new
 * `@HandleEvent` or `QueryClient.request` without a pact fails the build.
 */
export const CONSUMED_MESSAGES: Record<ServiceName, ConsumedMessages> = {
  identity: {
    events: [],
    queries: [
      { query: UsernameAvailabilityQuery, request: { username: 'night_owl' } },
      {
        query: ReserveUsernameQuery,
        request: {
          userId: 'u-new',
          username: 'night_owl',
          fullName: 'Nadia Owl',
          email: 'nadia@filmcollab.test',
        },
      },
    ],
  },
  profiles: {
    events: [SessionEndedEvent, UserRegisteredEvent, MemberJoinedEvent, ProjectUpdatedEvent],
    queries: [{ query: SharedProjectsQuery, request: { userId: 'u-1', otherUserId: 'u-2' } }],
  },
  community: { events: [SessionEndedEvent, ...PEOPLE_DIRECTORY], queries: [] },
  discovery: {
    events: [
      SessionEndedEvent,
      ProfileChangedEvent,
      ProjectCreatedEvent,
      ProjectUpdatedEvent,
      ProjectStatusChangedEvent,
      OpportunityPostedEvent,
      OpportunityWithdrawnEvent,
      MemberJoinedEvent,
      MemberRemovedEvent,
    ],
    queries: [],
  },
  projects: { events: [SessionEndedEvent, ...PEOPLE_DIRECTORY], queries: [] },
  workspace: {
    events: [
      SessionEndedEvent,
      ...PEOPLE_DIRECTORY,
      ProjectCreatedEvent,
      ProjectUpdatedEvent,
      ProjectStatusChangedEvent,
      MemberJoinedEvent,
      MemberRemovedEvent,
    ],
    queries: [],
  },
  messaging: {
    events: [
      SessionEndedEvent,
      ...PEOPLE_DIRECTORY,
      ConnectionRequestAcceptedEvent,
      ConnectionRemovedEvent,
      MemberJoinedEvent,
      MemberRemovedEvent,
    ],
    queries: [],
  },
  notifications: {
    events: [
      SessionEndedEvent,
      UserRegisteredEvent,
      EmailRequestedEvent,
      ConnectionRequestSentEvent,
      ConnectionRequestAcceptedEvent,
      ConnectionRequestDeclinedEvent,
      ApplicationSubmittedEvent,
      ApplicationAcceptedEvent,
      ApplicationRejectedEvent,
      ApplicationWithdrawnEvent,
      InvitationSentEvent,
      InvitationAnsweredEvent,
      ExternalInvitationSentEvent,
      DirectMessageSentEvent,
      ConversationReadEvent,
      CommentCreatedEvent,
      UserMentionedEvent,
      InviteSentEvent,
      TaskCommentPostedEvent,
      TaskAssignedEvent,
    ],
    // The room access of every room kind whose owner answers it (RoomAccess asks by kind).
    queries: [
      { query: MessagingRoomAccessQuery, request: { userId: 'u-1', room: 'conversation:c-1' } },
      { query: CommunityRoomAccessQuery, request: { userId: 'u-1', room: 'post:p-1' } },
      { query: WorkspaceRoomAccessQuery, request: { userId: 'u-1', room: 'workspace:p-1' } },
    ],
  },
  contest: { events: [SessionEndedEvent, ...PEOPLE_DIRECTORY], queries: [] },
};

/** The service that owns (publishes or answers) a subject: its first segment. */
export function ownerOf(subject: string): ServiceName {
  return subject.split('.')[0] as ServiceName;
}

export const eventDescription = (event: EventDefinition) => `a ${event.subject} event`;
export const replyDescription = (query: QueryDefinition) => `the reply to ${query.subject}`;
export const QUERY_ASKED = 'the consumer asks this request';
