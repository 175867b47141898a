import path from 'node:path';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { MemberJoinedEvent } from '@filmcollab/contracts';
import { MEMBER_JOINED } from './member-joined.pact';

const PACT = path.join(__dirname, '../pacts/discovery-projects.json');

/**
 * The payload projects' MembersService.join puts in the outbox (services/projects/src/members),
 * checked against projects' own event schema before it is offered to the pact.
 */
function memberJoinedPayload(): unknown {
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

function verify(produce: () => unknown): Promise<unknown> {
  return new MessageProviderPact({
    provider: 'projects',
    pactUrls: [PACT],
    messageProviders: {
      // The kit's JetStreamPublisher publishes each event on its subject.
      [MEMBER_JOINED]: providerWithMetadata(() => Promise.resolve(produce()), {
        subject: MemberJoinedEvent.subject,
      }),
    },
    logLevel: 'warn',
  }).verify();
}

describe('pact: projects provides what its consumers rely on (pacts/*-projects.json)', () => {
  it('verifies projects.member.joined against discovery’s pact', async () => {
    await expect(verify(memberJoinedPayload)).resolves.toBeDefined();
  });

  it('fails when projects drops or renames a field discovery relies on', async () => {
    const renamed = () => {
      const { userId, ...rest } = memberJoinedPayload() as Record<string, unknown>;
      return { ...rest, memberUserId: userId };
    };
    await expect(verify(renamed)).rejects.toThrow(/missing the following keys: userId/);
  });

  it('fails when projects changes a field’s type', async () => {
    const retyped = () => ({ ...(memberJoinedPayload() as object), joinedAt: 1732000000 });
    await expect(verify(retyped)).rejects.toThrow(/\$\.joinedAt/);
  });
});
