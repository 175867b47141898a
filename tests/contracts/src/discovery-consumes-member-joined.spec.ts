import path from 'node:path';
import { MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { MemberJoinedEvent } from '@filmcollab/contracts';
import { MEMBER_JOINED, memberJoinedContent, memberJoinedSubject } from './member-joined.pact';

/**
 * Consumer side (discovery): the event as discovery's handler takes it. Writes
 * pacts/discovery-projects.json, which the projects provider check verifies.
 */
describe('pact: discovery consumes projects.member.joined', () => {
  const pact = new MessageConsumerPact({
    consumer: 'discovery',
    provider: 'projects',
    dir: path.join(__dirname, '../pacts'),
    logLevel: 'warn',
  });

  it('accepts the event and reads the membership from it', async () => {
    const seen: unknown[] = [];
    await pact
      .expectsToReceive(MEMBER_JOINED)
      .withContent(memberJoinedContent)
      .withMetadata({ subject: memberJoinedSubject })
      .verify(
        synchronousBodyHandler((body: unknown) => {
          // What the kit does before discovery's @HandleEvent(MemberJoinedEvent) runs.
          const event = MemberJoinedEvent.payload.parse(body);
          // What discovery's read model records (read-models.service memberJoined).
          seen.push([
            event.projectId,
            event.userId,
            event.role,
            new Date(event.joinedAt).toISOString(),
          ]);
        }),
      );
    expect(seen).toEqual([['p-1', 'u-member', 'editor', '2026-11-23T10:00:00.000Z']]);
  });
});
