import {
  MemberJoinedEvent,
  ProjectCreatedEvent,
  ProjectDetailSchema,
  ProjectStatusChangedEvent,
  ProjectUpdatedEvent,
} from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { projectsService } from '../service-definition';
import { ProjectsApi, signUp } from '../testing/projects-test-kit';

describe('projects', () => {
  let harness: ServiceHarness;
  let api: ProjectsApi;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    api = new ProjectsApi(harness);
  });
  afterAll(() => harness?.stop());

  it('creates a project with defaults and its creator as project manager', async () => {
    const creator = await signUp(harness, 'creator', 'Cleo Creator');
    const created = await harness.recordEvents(ProjectCreatedEvent);
    const joined = await harness.recordEvents(MemberJoinedEvent);
    const response = await api.create(creator, {
      title: '  Harbour Lights ',
      description: '',
      location: ' Lisbon ',
      requiredRoles: ['editor', 'actor'],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      creatorId: creator.id,
      title: 'Harbour Lights',
      description: null,
      location: 'Lisbon',
      projectType: 'other',
      status: 'planning',
      budgetRange: null,
      startDate: null,
      requiredRoles: ['editor', 'actor'],
    });
    const projectId = response.body.id;
    expect((await created.next((p) => p.project.id === projectId)).project.title).toBe(
      'Harbour Lights',
    );
    expect(await joined.next((p) => p.projectId === projectId)).toMatchObject({
      userId: creator.id,
      role: 'project_manager',
      via: 'creation',
      creatorId: creator.id,
    });
    const detail = ProjectDetailSchema.parse((await api.detail(creator, projectId)).body);
    expect(detail.creator).toMatchObject({ id: creator.id, fullName: 'Cleo Creator' });
    expect(detail.members).toEqual([
      expect.objectContaining({ userId: creator.id, role: 'project_manager', isCreator: true }),
    ]);
    expect(detail.viewer).toMatchObject({
      relation: 'creator',
      membership: { userId: creator.id },
    });
  });

  it('refuses bad creations with the envelope and stores nothing', async () => {
    const creator = await signUp(harness, 'creator');
    const bodies = [
      {},
      { title: '   ' },
      { title: 'x'.repeat(101) },
      { title: 'Ok', description: 'x'.repeat(1001) },
      { title: 'Ok', status: 'completed' },
      { title: 'Ok', projectType: 'wedding_video' },
      { title: 'Ok', budgetRange: '' },
      { title: 'Ok', startDate: '23/11/2026' },
      { title: 'Ok', creatorId: 'someone-else' },
    ];
    for (const body of bodies) {
      const response = await api.create(creator, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await api.call('GET', '/mine', creator)).body.projects).toEqual([]);
    expect((await api.create(null, { title: 'Ok' })).status).toBe(401);
  });

  it('lists my projects newest first, and only mine', async () => {
    const [me, other] = await Promise.all([signUp(harness, 'me'), signUp(harness, 'other')]);
    const first = await api.createProject(me, { title: 'First' });
    const second = await api.createProject(me, { title: 'Second', status: 'production' });
    await api.createProject(other, { title: 'Theirs' });
    const mine = await api.call('GET', '/mine', me);
    expect(mine.body.projects.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    expect((await api.call('GET', '/mine', null)).status).toBe(401);
  });

  it('edits only changed fields, publishing what changed', async () => {
    const creator = await signUp(harness, 'creator');
    const updated = await harness.recordEvents(ProjectUpdatedEvent);
    const project = await api.createProject(creator, { title: 'Draft', location: 'Porto' });
    const patch = (body: Record<string, unknown>) =>
      api.call('PATCH', `/${project.id}`, creator, body);

    const response = await patch({
      title: 'Final',
      location: 'Porto',
      requiredRoles: ['composer'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Final',
      location: 'Porto',
      requiredRoles: ['composer'],
    });
    expect(await updated.next((p) => p.project.id === project.id)).toMatchObject({
      changedFields: ['title', 'requiredRoles'],
      project: { title: 'Final' },
    });
    expect((await patch({ location: null })).body.location).toBeNull();
    expect((await patch({ title: 'Final' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(updated.count((p) => p.project.id === project.id)).toBe(2);

    expect((await patch({ title: '' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Title is required.',
    });
    expect((await patch({ status: 'completed' })).status).toBe(400);
    expect((await api.detail(null, project.id)).body.project.title).toBe('Final');
  });

  it('posts to Explore and removes from it, only from the right status', async () => {
    const creator = await signUp(harness, 'creator');
    const changed = await harness.recordEvents(ProjectStatusChangedEvent);
    const project = await api.createProject(creator);
    const post = () => api.call('POST', `/${project.id}/explore`, creator);
    const remove = () => api.call('DELETE', `/${project.id}/explore`, creator);

    expect(await remove()).toMatchObject({ status: 409, body: { code: 'INVALID_STATUS_CHANGE' } });
    expect(await post()).toMatchObject({ status: 200, body: { status: 'pre_production' } });
    expect(await changed.next((p) => p.project.id === project.id)).toMatchObject({
      from: 'planning',
      to: 'pre_production',
    });
    const explore = await api.call('GET', '/explore', null);
    expect(explore.body.projects.map((p: { id: string }) => p.id)).toContain(project.id);
    expect((await post()).body.code).toBe('INVALID_STATUS_CHANGE');
    expect(await remove()).toMatchObject({ status: 200, body: { status: 'planning' } });
    expect(
      (await api.call('GET', '/explore', null)).body.projects.map((p: { id: string }) => p.id),
    ).not.toContain(project.id);

    const producing = await api.createProject(creator, { status: 'production' });
    expect((await api.call('POST', `/${producing.id}/explore`, creator)).body.code).toBe(
      'INVALID_STATUS_CHANGE',
    );
  });

  it('pages through Explore newest first with a cursor', async () => {
    const creator = await signUp(harness, 'pager');
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.unshift((await api.createOpenProject(creator, { title: `Open ${index}` })).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = await api.call('GET', `/explore${query}`, creator);
      expect(page.status).toBe(200);
      expect(page.body.projects.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.projects.map((p: { id: string }) => p.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await api.call('GET', '/explore?limit=0', null)).status).toBe(400);
    const unknownCursor = await api.call('GET', '/explore?cursor=not-a-cursor', creator);
    expect(unknownCursor).toMatchObject({ status: 400, body: { code: 'INVALID_CURSOR' } });
  });

  it('shows the project publicly, hiding applications and invitations from all but the creator', async () => {
    const [creator, applicant, invitee] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'applicant'),
      signUp(harness, 'invitee'),
    ]);
    const project = await api.createOpenProject(creator);
    await api.apply(applicant, project.id);
    await api.invite(creator, project.id, { inviteeIds: [invitee.id] });

    const anonymous = ProjectDetailSchema.parse((await api.detail(null, project.id)).body);
    expect(anonymous.viewer).toEqual({
      relation: 'signed_out',
      membership: null,
      application: null,
      invitation: null,
      latestAudit: null,
    });
    expect(anonymous.applications).toEqual([]);
    expect(anonymous.invitations).toEqual([]);
    const asInvitee = ProjectDetailSchema.parse((await api.detail(invitee, project.id)).body);
    expect(asInvitee.viewer.invitation).toMatchObject({ inviteeId: invitee.id, status: 'pending' });
    expect(asInvitee.invitations).toEqual([]);
    const asCreator = ProjectDetailSchema.parse((await api.detail(creator, project.id)).body);
    expect(asCreator.applications).toHaveLength(1);
    expect(asCreator.invitations.map((i) => i.inviteeId)).toEqual([invitee.id]);

    expect(await api.detail(null, 'missing')).toMatchObject({
      status: 404,
      body: { code: 'PROJECT_NOT_FOUND', message: 'Project not found' },
    });
    expect((await harness.request(`/api/projects/${project.id}`, { token: 'stale' })).status).toBe(
      401,
    );
  });
});
