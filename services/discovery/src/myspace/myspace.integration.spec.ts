import { randomUUID } from 'node:crypto';
import { MemberJoinedEvent, MemberRemovedEvent, type Project } from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { aProject, publishProject } from '../testing/discovery-builders';
import { startDiscoveryHarness } from '../testing/start-discovery-harness';

describe('My Space', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startDiscoveryHarness();
  });
  afterAll(() => harness?.stop());

  const join = (project: Project, userId: string, at = new Date().toISOString()) =>
    harness.publish(MemberJoinedEvent, {
      memberId: randomUUID(),
      projectId: project.id,
      projectTitle: project.title,
      creatorId: project.creatorId,
      userId,
      role: 'editor',
      via: 'application',
      invitedBy: null,
      joinedAt: at,
    });
  const remove = (project: Project, userId: string, at = new Date().toISOString()) =>
    harness.publish(MemberRemovedEvent, {
      projectId: project.id,
      projectTitle: project.title,
      creatorId: project.creatorId,
      userId,
      role: 'editor',
      action: 'removed_by_creator',
      at,
    });
  const list = async (user: TestUser, which: 'created' | 'collaborated') => {
    const response = await harness.request(`/api/discovery/myspace/${which}`, { as: user });
    expect(response.status).toBe(200);
    return (response.body.projects as { project: Project; memberCount: number }[]).map((p) => [
      p.project.title,
      p.memberCount,
    ]);
  };

  it('lists created projects of any status with member counts, newest first', async () => {
    const user = await harness.createUser();
    const older = await publishProject(
      harness,
      aProject({ creatorId: user.id, title: 'Older', status: 'planning' }),
    );
    await publishProject(harness, aProject({ creatorId: user.id, title: 'Newer' }));
    await join(older, randomUUID());
    await harness.waitForConsumersIdle();
    expect(await list(user, 'created')).toEqual([
      ['Newer', 1],
      ['Older', 2],
    ]);
  });

  it('lists projects the user is a member of but did not create, and forgets one they left', async () => {
    const user = await harness.createUser();
    const own = await publishProject(harness, aProject({ creatorId: user.id, title: 'Own' }));
    const joined = await publishProject(harness, aProject({ title: 'Joined', status: 'planning' }));
    const left = await publishProject(harness, aProject({ title: 'Left' }));
    await join(own, user.id);
    await join(joined, user.id);
    await join(left, user.id, '2026-03-01T00:00:00.000Z');
    await remove(left, user.id, '2026-03-02T00:00:00.000Z');
    await harness.waitForConsumersIdle();
    expect(await list(user, 'collaborated')).toEqual([['Joined', 2]]);
  });

  it('a removal that arrives before the join it follows still wins', async () => {
    const user = await harness.createUser();
    const project = await publishProject(harness, aProject({ title: 'Out of order' }));
    await remove(project, user.id, '2026-05-02T00:00:00.000Z');
    await join(project, user.id, '2026-05-01T00:00:00.000Z');
    await harness.waitForConsumersIdle();
    expect(await list(user, 'collaborated')).toEqual([]);
  });

  it("another user's lists never show in mine", async () => {
    const user = await harness.createUser();
    await publishProject(harness, aProject({ title: 'Somebody else' }));
    await harness.waitForConsumersIdle();
    expect(await list(user, 'created')).toEqual([]);
    expect(await list(user, 'collaborated')).toEqual([]);
  });
});
