import { Matchers } from '@pact-foundation/pact';
import { MEMBER_JOIN_PATHS, MemberJoinedEvent } from '@filmcollab/contracts';

const { like, regex } = Matchers;

export const MEMBER_JOINED = 'a projects.member.joined event';

/**
 * What a consumer of `projects.member.joined` relies on: the kit validates the whole payload with
 * the event's schema before a handler runs, so every field the schema requires, with its type
 * (values are examples; matching is by type, `via` by its enum, `joinedAt` by ISO format).
 */
export const memberJoinedContent = {
  memberId: like('m-1'),
  projectId: like('p-1'),
  projectTitle: like('Night Shift'),
  creatorId: like('u-creator'),
  userId: like('u-member'),
  role: like('editor'),
  via: regex(`^(${MEMBER_JOIN_PATHS.join('|')})$`, 'application'),
  invitedBy: null,
  joinedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-11-23T10:00:00.000Z'),
};

export const memberJoinedSubject = MemberJoinedEvent.subject;
