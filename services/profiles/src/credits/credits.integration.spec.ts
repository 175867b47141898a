import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  MemberJoinedEvent,
  ProfileSchema,
  ProfileUpdatedEvent,
  ProjectUpdatedEvent,
  type EventPayload,
  type Project,
} from '@filmcollab/contracts';
import {
  type ServiceHarness,
  type TestUser,
  startServiceHarness,
} from '@filmcollab/service-kit/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { AppModule } from '../app.module';
import { profilesService } from '../service-definition';
import { PROFILES_TEST_ENV, signUp } from '../testing/profiles-test-setup';

const consumerName = (subject: string) => `profiles-${subject.replaceAll('.', '-')}`;

function aJoin(
  user: TestUser,
  overrides: Partial<EventPayload<typeof MemberJoinedEvent>> = {},
): EventPayload<typeof MemberJoinedEvent> {
  return {
    memberId: randomUUID(),
    projectId: randomUUID(),
    projectTitle: 'Night Train',
    creatorId: randomUUID(),
    userId: user.id,
    role: 'sound_designer',
    via: 'application',
    invitedBy: null,
    joinedAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

function aProject(id: string, title: string, updatedAt: string): Project {
  return {
    id,
    creatorId: randomUUID(),
    title,
    description: null,
    projectType: 'other',
    status: 'planning',
    budgetRange: null,
    location: null,
    startDate: null,
    endDate: null,
    requiredRoles: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt,
  };
}

describe('credits and the collaboration count, from projects events', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
    // Projects is not running: its stream appears with the first event, and the service's
    // consumers bind to it shortly after.
    const nobody = await harness.createUser();
    await harness.publish(MemberJoinedEvent, aJoin(nobody, { via: 'creation' }));
    await harness.publish(ProjectUpdatedEvent, {
      project: aProject(randomUUID(), 'Warm-up', '2025-01-01T00:00:00.000Z'),
      changedFields: [],
    });
    const jsm = await jetstreamManager(harness.nats);
    await harness.waitFor(
      async () => {
        const consumers = [MemberJoinedEvent, ProjectUpdatedEvent].map(({ stream, subject }) =>
          jsm.consumers.info(stream, consumerName(subject)).then(
            () => true,
            () => false,
          ),
        );
        return (await Promise.all(consumers)).every(Boolean);
      },
      20_000,
      "the service's consumers of the projects stream",
    );
    await harness.waitForConsumersIdle();
  });
  afterAll(() => harness?.stop());

  const profileOf = async (user: TestUser) => {
    const { status, body } = await harness.request(`/api/profiles/${user.id}`, { as: user });
    expect(status).toBe(200);
    return z.strictObject(ProfileSchema.shape).parse(body);
  };

  it('counts a join by application or invitation once and lists its credit, newest first', async () => {
    const member = await signUp(harness, 'member');
    expect(await profileOf(member)).toMatchObject({ collaborationCount: 0, credits: [] });

    const first = aJoin(member, {
      projectTitle: 'Night Train',
      joinedAt: '2024-06-01T00:00:00.000Z',
    });
    const second = aJoin(member, {
      projectTitle: 'Salt',
      role: 'editor',
      via: 'invitation',
      invitedBy: first.creatorId,
      joinedAt: '2025-02-01T00:00:00.000Z',
    });
    await harness.publish(MemberJoinedEvent, second);
    await harness.publish(MemberJoinedEvent, first);
    await harness.waitForConsumersIdle();

    const profile = await profileOf(member);
    expect(profile.collaborationCount).toBe(2);
    expect(profile.credits).toEqual([
      { projectId: second.projectId, projectTitle: 'Salt', role: 'editor', year: 2025 },
      {
        projectId: first.projectId,
        projectTitle: 'Night Train',
        role: 'sound_designer',
        year: 2024,
      },
    ]);
  });

  it('never counts the same project twice: a redelivered event or a second join of it', async () => {
    const member = await signUp(harness, 'again');
    const join = aJoin(member);
    const eventId = randomUUID();
    await harness.publish(MemberJoinedEvent, join, { eventId });
    await harness.publish(MemberJoinedEvent, join, { eventId: randomUUID() });
    await harness.publish(MemberJoinedEvent, { ...join, memberId: randomUUID(), role: 'editor' });
    await harness.waitForConsumersIdle();

    const profile = await profileOf(member);
    expect(profile.collaborationCount).toBe(1);
    expect(profile.credits).toHaveLength(1);
    expect(profile.credits[0].role).toBe('sound_designer');
  });

  it("gives no credit for creating one's own project", async () => {
    const creator = await signUp(harness, 'creator');
    await harness.publish(
      MemberJoinedEvent,
      aJoin(creator, { via: 'creation', role: 'project_manager' }),
    );
    await harness.waitForConsumersIdle();
    expect(await profileOf(creator)).toMatchObject({ collaborationCount: 0, credits: [] });
  });

  it('publishes profiles.profile.updated for a credit, so every replica drops its cached copy', async () => {
    const member = await signUp(harness, 'notified');
    const updates = await harness.recordEvents(ProfileUpdatedEvent);
    await profileOf(member); // cached now
    await harness.publish(MemberJoinedEvent, aJoin(member));
    const update = await updates.next((event) => event.userId === member.id);
    expect(update.version).toBeGreaterThan(0);
    expect((await profileOf(member)).collaborationCount).toBe(1);
  });

  it("keeps credit titles current with the project's renames, in whatever order the events arrive", async () => {
    const member = await signUp(harness, 'renamed');
    const early = aJoin(member, { projectTitle: 'Working Title' });
    await harness.publish(MemberJoinedEvent, early);
    await harness.waitForConsumersIdle();
    await harness.publish(ProjectUpdatedEvent, {
      project: aProject(early.projectId, 'The Final Cut', '2025-04-01T00:00:00.000Z'),
      changedFields: ['title'],
    });
    // An older rename delivered late does not win.
    await harness.publish(ProjectUpdatedEvent, {
      project: aProject(early.projectId, 'Second Draft', '2025-03-20T00:00:00.000Z'),
      changedFields: ['title'],
    });
    await harness.waitForConsumersIdle();
    expect((await profileOf(member)).credits[0].projectTitle).toBe('The Final Cut');

    // A rename handled before a join that happened earlier: the credit still gets the new title.
    const other = await signUp(harness, 'late');
    const projectId = randomUUID();
    await harness.publish(ProjectUpdatedEvent, {
      project: aProject(projectId, 'Renamed Already', '2025-05-01T00:00:00.000Z'),
      changedFields: ['title'],
    });
    await harness.waitForConsumersIdle();
    await harness.publish(
      MemberJoinedEvent,
      aJoin(other, { projectId, projectTitle: 'Old Name', joinedAt: '2025-04-30T00:00:00.000Z' }),
    );
    await harness.waitForConsumersIdle();
    expect((await profileOf(other)).credits).toEqual([
      { projectId, projectTitle: 'Renamed Already', role: 'sound_designer', year: 2025 },
    ]);
  });

  it('offers no way to type a credit or a count in', async () => {
    const user = await signUp(harness, 'typist');
    for (const body of [
      { credits: [{ projectId: 'p', projectTitle: 'Fake', role: 'director', year: 2020 }] },
      { collaborationCount: 99 },
    ]) {
      const { status, body: error } = await harness.request('/api/profiles/me', {
        method: 'PATCH',
        as: user,
        body,
      });
      expect(status).toBe(400);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
    expect(await profileOf(user)).toMatchObject({ collaborationCount: 0, credits: [] });
  });
});
