import {
  MemberRemovedEvent,
  ProjectDetailSchema,
  SharedProjectsQuery,
} from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { AuditService } from '../audit/audit.service';
import { projectsService } from '../service-definition';
import { ProjectsApi, signUp } from '../testing/projects-test-kit';

describe('members', () => {
  let harness: ServiceHarness;
  let api: ProjectsApi;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    api = new ProjectsApi(harness);
  });
  afterAll(() => harness?.stop());

  it('the creator removes a member: removed_by_creator audit, row deleted, event', async () => {
    const [creator, member] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'member'),
    ]);
    const removed = await harness.recordEvents(MemberRemovedEvent);
    const project = await api.createOpenProject(creator, { title: 'Tidewater' });
    await api.addMember(creator, project.id, member);

    expect((await api.removeMember(creator, project.id, member.id)).status).toBe(204);
    expect(await removed.next((p) => p.userId === member.id)).toMatchObject({
      projectId: project.id,
      projectTitle: 'Tidewater',
      role: 'editor',
      action: 'removed_by_creator',
    });
    const detail = ProjectDetailSchema.parse((await api.detail(member, project.id)).body);
    expect(detail.viewer).toMatchObject({
      relation: 'non_member',
      membership: null,
      latestAudit: { action: 'removed_by_creator', role: 'editor' },
    });
    expect(detail.members.map((m) => m.userId)).toEqual([creator.id]);
    expect(await api.removeMember(creator, project.id, member.id)).toMatchObject({
      status: 404,
      body: { code: 'MEMBER_NOT_FOUND', message: 'Member not found' },
    });
    expect(await api.removeMember(creator, project.id, creator.id)).toMatchObject({
      status: 400,
      body: { code: 'CANNOT_REMOVE_CREATOR' },
    });
  });

  it('a member leaves with a left_voluntarily audit carrying their role', async () => {
    const [creator, member] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'member'),
    ]);
    const removed = await harness.recordEvents(MemberRemovedEvent);
    const project = await api.createOpenProject(creator);
    await api.addMember(creator, project.id, member);

    expect((await api.leave(member, project.id)).status).toBe(204);
    expect(await removed.next((p) => p.userId === member.id)).toMatchObject({
      action: 'left_voluntarily',
      role: 'editor',
    });
    const history = await harness.get(AuditService).history(project.id, member.id);
    expect(history.map((entry) => [entry.action, entry.role, entry.createdBy])).toEqual([
      ['applied', 'editor', member.id],
      ['accepted', 'editor', creator.id],
      ['left_voluntarily', 'editor', member.id],
    ]);
    expect(await api.leave(member, project.id)).toMatchObject({
      status: 404,
      body: { code: 'MEMBERSHIP_NOT_FOUND', message: 'Could not find your membership record' },
    });
    expect(await api.leave(creator, project.id)).toMatchObject({
      status: 400,
      body: { code: 'CREATOR_CANNOT_LEAVE' },
    });
    // Having left, they may apply again.
    expect((await api.apply(member, project.id)).status).toBe(201);
  });

  it('answers projects.members.shared with the projects both are active members of, oldest first', async () => {
    const [ada, bo, cy] = await Promise.all([
      signUp(harness, 'ada'),
      signUp(harness, 'bo'),
      signUp(harness, 'cy'),
    ]);
    const first = await api.createOpenProject(ada, { title: 'First' });
    const second = await api.createOpenProject(bo, { title: 'Second' });
    const third = await api.createOpenProject(ada, { title: 'Third' });
    await api.addMember(ada, first.id, bo);
    await api.addMember(bo, second.id, ada);
    await api.addMember(ada, third.id, cy);

    expect(
      await harness.query(SharedProjectsQuery, { userId: ada.id, otherUserId: bo.id }),
    ).toEqual({
      projectIds: [first.id, second.id],
    });
    expect(
      await harness.query(SharedProjectsQuery, { userId: bo.id, otherUserId: ada.id }),
    ).toEqual({
      projectIds: [first.id, second.id],
    });
    expect(await harness.query(SharedProjectsQuery, { userId: bo.id, otherUserId: cy.id })).toEqual(
      { projectIds: [] },
    );
    expect(
      await harness.query(SharedProjectsQuery, { userId: ada.id, otherUserId: ada.id }),
    ).toEqual({ projectIds: [] });

    await api.leave(bo, first.id);
    expect(
      await harness.query(SharedProjectsQuery, { userId: ada.id, otherUserId: bo.id }),
    ).toEqual({
      projectIds: [second.id],
    });
    await expect(
      harness.query(SharedProjectsQuery, { userId: '', otherUserId: bo.id }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
