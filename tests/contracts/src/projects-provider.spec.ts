import path from 'node:path';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { MemberJoinedEvent, SharedProjectsQuery } from '@filmcollab/contracts';
import { MEMBER_JOINED } from './member-joined.pact';
import { SHARED_PROJECTS_REPLY } from './shared-projects.pact';

const PACTS = path.join(__dirname, '../pacts');

/**
 * The payload projects' MembersService.join puts in the outbox (services/projects/src/members),
 * checked against projects' own event schema before it is offered to the pact.
 */
function memberJoinedPayload(): Record<string, unknown> {
  return MemberJoinedEvent.payload.parse({
    memberId: '65f0c0ffee0000000000beef',
    projectId: '65f0c0ffee0000000000cafe',
    projectTitle: 'The Long Take',
    creatorId: 'user-creator-7',
    userId: 'user-applicant-9',
    role: 'director',
    via: 'invitation',
    invitedBy: null,
    joinedAt: new Date('2026-11-20T08:30:00Z').toISOString(),
  });
}

/** projects' answer to projects.members.shared, checked against the query's response schema. */
function sharedProjectsReply(): Record<string, unknown> {
  return SharedProjectsQuery.response.parse({ projectIds: ['65f0c0ffee0000000000cafe'] });
}

function verify(
  consumer: string,
  description: string,
  subject: string,
  produce: () => unknown,
): Promise<unknown> {
  return new MessageProviderPact({
    provider: 'projects',
    pactUrls: [path.join(PACTS, `${consumer}-projects.json`)],
    // Messages are published on (or answered for) their subject; the pact checks it.
    messageProviders: {
      [description]: providerWithMetadata(() => Promise.resolve(produce()), { subject }),
    },
    stateHandlers: { 'u-1 and u-2 are both members of one project': () => Promise.resolve() },
    logLevel: 'warn',
  }).verify();
}

describe('pact: projects provides what its consumers rely on (pacts/*-projects.json)', () => {
  const memberJoined = (produce: () => unknown) =>
    verify('discovery', MEMBER_JOINED, MemberJoinedEvent.subject, produce);

  it('verifies projects.member.joined against discovery’s pact', async () => {
    await expect(memberJoined(memberJoinedPayload)).resolves.toBeDefined();
  });

  it('verifies the projects.members.shared reply against profiles’ pact', async () => {
    await expect(
      verify('profiles', SHARED_PROJECTS_REPLY, SharedProjectsQuery.subject, sharedProjectsReply),
    ).resolves.toBeDefined();
  });

  it('fails when projects drops or renames a field a consumer relies on', async () => {
    const renamed = () => {
      const { userId, ...rest } = memberJoinedPayload();
      return { ...rest, memberUserId: userId };
    };
    await expect(memberJoined(renamed)).rejects.toThrow(/missing the following keys: userId/);
    const reshaped = () => ({ ids: sharedProjectsReply().projectIds });
    await expect(
      verify('profiles', SHARED_PROJECTS_REPLY, SharedProjectsQuery.subject, reshaped),
    ).rejects.toThrow(/projectIds/);
  });

  it('fails when projects changes a field’s type', async () => {
    const retyped = () => ({ ...memberJoinedPayload(), joinedAt: 1732000000 });
    await expect(memberJoined(retyped)).rejects.toThrow(/\$\.joinedAt/);
  });
});
