import {
  APPLICANT_ALREADY_MEMBER_MESSAGE,
  ApplicationAcceptedEvent,
  ApplicationRejectedEvent,
  ApplicationSubmittedEvent,
  ApplicationWithdrawnEvent,
  MemberJoinedEvent,
  ProjectDetailSchema,
} from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { MemberRepository } from '../members/member.repository';
import { projectsService } from '../service-definition';
import { ProjectsApi, signUp } from '../testing/projects-test-kit';

describe('applications', () => {
  let harness: ServiceHarness;
  let api: ProjectsApi;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    api = new ProjectsApi(harness);
  });
  afterAll(() => harness?.stop());

  it('apply → accept makes the applicant a member, with the audit trail and events', async () => {
    const [creator, applicant] = await Promise.all([
      signUp(harness, 'creator', 'Cleo Creator'),
      signUp(harness, 'applicant', 'Abe Applicant'),
    ]);
    const submitted = await harness.recordEvents(ApplicationSubmittedEvent);
    const accepted = await harness.recordEvents(ApplicationAcceptedEvent);
    const joined = await harness.recordEvents(MemberJoinedEvent);
    const project = await api.createOpenProject(creator, { title: 'Harbour Lights' });

    const applied = await api.apply(applicant, project.id, {
      role: 'editor',
      message: 'I cut shorts.',
    });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({
      projectId: project.id,
      userId: applicant.id,
      role: 'editor',
      message: 'I cut shorts.',
      status: 'pending',
      opportunityId: null,
      person: { id: applicant.id, fullName: 'Abe Applicant' },
    });
    expect(await submitted.next((p) => p.applicationId === applied.body.id)).toMatchObject({
      projectTitle: 'Harbour Lights',
      creatorId: creator.id,
      applicantId: applicant.id,
      applicantName: 'Abe Applicant',
      role: 'editor',
      message: 'I cut shorts.',
    });

    const asApplicant = ProjectDetailSchema.parse((await api.detail(applicant, project.id)).body);
    expect(asApplicant.viewer).toMatchObject({
      relation: 'non_member',
      membership: null,
      application: { id: applied.body.id },
      latestAudit: { action: 'applied', role: 'editor', message: 'I cut shorts.' },
    });
    expect(asApplicant.applications).toEqual([]);
    const asCreator = ProjectDetailSchema.parse((await api.detail(creator, project.id)).body);
    expect(asCreator.viewer.relation).toBe('creator');
    expect(asCreator.applications.map((a) => a.person.fullName)).toEqual(['Abe Applicant']);

    const decided = await api.decide(creator, project.id, applied.body.id, 'accept');
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      userId: applicant.id,
      role: 'editor',
      isCreator: false,
      status: 'active',
    });
    expect(await accepted.next((p) => p.applicationId === applied.body.id)).toMatchObject({
      applicantId: applicant.id,
    });
    expect(await joined.next((p) => p.userId === applicant.id)).toMatchObject({
      projectId: project.id,
      projectTitle: 'Harbour Lights',
      via: 'application',
      role: 'editor',
    });

    const after = ProjectDetailSchema.parse((await api.detail(applicant, project.id)).body);
    expect(after.viewer).toMatchObject({
      relation: 'member',
      membership: { userId: applicant.id, role: 'editor' },
      application: null,
      latestAudit: { action: 'accepted', role: 'editor' },
    });
    expect(after.members.map((m) => [m.person.fullName, m.role, m.isCreator])).toEqual([
      ['Cleo Creator', 'project_manager', true],
      ['Abe Applicant', 'editor', false],
    ]);
    expect(
      ProjectDetailSchema.parse((await api.detail(creator, project.id)).body).applications,
    ).toEqual([]);
    // Deciding again finds nothing; applying again is refused as a member.
    expect((await api.decide(creator, project.id, applied.body.id, 'accept')).body.code).toBe(
      'APPLICATION_NOT_FOUND',
    );
    expect((await api.apply(applicant, project.id)).body).toEqual({
      code: 'ALREADY_MEMBER',
      message: 'You are already a member of this project.',
    });
  });

  it('tells the creator when the applicant already joined by the time they accept', async () => {
    const [creator, applicant] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'applicant'),
    ]);
    const project = await api.createOpenProject(creator);
    const applied = await api.apply(applicant, project.id, { role: 'editor' });
    // As if an invitation's acceptance had landed between the application and the decision.
    await harness.get(MemberRepository).insert({
      projectId: project.id,
      userId: applicant.id,
      role: 'editor',
      joinedAt: new Date(),
      invitedBy: creator.id,
    });
    expect(await api.decide(creator, project.id, applied.body.id, 'accept')).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_MEMBER', message: APPLICANT_ALREADY_MEMBER_MESSAGE },
    });
  });

  it('reject deletes the application with a rejected audit; the applicant may apply again', async () => {
    const [creator, applicant] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'applicant'),
    ]);
    const rejected = await harness.recordEvents(ApplicationRejectedEvent);
    const project = await api.createOpenProject(creator);
    const applied = await api.apply(applicant, project.id, { role: 'actor' });
    expect((await api.decide(creator, project.id, applied.body.id, 'reject')).status).toBe(204);
    expect(await rejected.next((p) => p.applicationId === applied.body.id)).toMatchObject({
      role: 'actor',
    });
    const detail = ProjectDetailSchema.parse((await api.detail(applicant, project.id)).body);
    expect(detail.viewer).toMatchObject({
      relation: 'non_member',
      application: null,
      latestAudit: { action: 'rejected' },
    });
    expect(detail.members.map((m) => m.userId)).toEqual([creator.id]);
    expect((await api.decide(creator, project.id, applied.body.id, 'reject')).status).toBe(404);
    expect((await api.apply(applicant, project.id, { role: 'actor' })).status).toBe(201);
  });

  it('withdraw deletes the pending application; the latest audit stays applied with none live', async () => {
    const [creator, applicant] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'applicant'),
    ]);
    const withdrawn = await harness.recordEvents(ApplicationWithdrawnEvent);
    const project = await api.createOpenProject(creator);
    const applied = await api.apply(applicant, project.id);
    expect((await api.withdraw(applicant, project.id)).status).toBe(204);
    expect(await withdrawn.next((p) => p.applicationId === applied.body.id)).toMatchObject({
      applicantId: applicant.id,
    });
    const detail = ProjectDetailSchema.parse((await api.detail(applicant, project.id)).body);
    expect(detail.viewer).toMatchObject({ application: null, latestAudit: { action: 'applied' } });
    expect((await api.detail(creator, project.id)).body.applications).toEqual([]);
    expect((await api.withdraw(applicant, project.id)).body).toEqual({
      code: 'APPLICATION_NOT_FOUND',
      message: 'This application no longer exists.',
    });
    expect((await api.decide(creator, project.id, applied.body.id, 'accept')).status).toBe(404);
  });

  it('refuses applying to one’s own project, twice, or to a project not on Explore', async () => {
    const [creator, applicant] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'applicant'),
    ]);
    const open = await api.createOpenProject(creator);
    const planning = await api.createProject(creator);
    expect(await api.apply(creator, open.id)).toMatchObject({
      status: 400,
      body: {
        code: 'CANNOT_APPLY_TO_OWN_PROJECT',
        message: 'You cannot apply to your own project',
      },
    });
    expect(await api.apply(applicant, planning.id)).toMatchObject({
      status: 409,
      body: { code: 'PROJECT_NOT_OPEN' },
    });
    expect((await api.apply(applicant, open.id)).status).toBe(201);
    expect(await api.apply(applicant, open.id, { role: 'actor' })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_APPLIED', message: 'You have already applied to this project.' },
    });
    expect((await api.apply(applicant, 'no-such-project')).status).toBe(404);
  });

  it('a double-click on Apply or Accept stores one row and refuses the other', async () => {
    const [creator, applicant] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'applicant'),
    ]);
    const joined = await harness.recordEvents(MemberJoinedEvent);
    const project = await api.createOpenProject(creator);
    const applies = await Promise.all([
      api.apply(applicant, project.id),
      api.apply(applicant, project.id),
    ]);
    expect(applies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(applies.find((r) => r.status === 409)!.body.code).toBe('ALREADY_APPLIED');
    const detail = ProjectDetailSchema.parse((await api.detail(creator, project.id)).body);
    expect(detail.applications).toHaveLength(1);

    const applicationId = detail.applications[0]!.id;
    const accepts = await Promise.all([
      api.decide(creator, project.id, applicationId, 'accept'),
      api.decide(creator, project.id, applicationId, 'accept'),
    ]);
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 404]);
    const after = ProjectDetailSchema.parse((await api.detail(creator, project.id)).body);
    expect(after.members.filter((m) => m.userId === applicant.id)).toHaveLength(1);
    await joined.next((p) => p.userId === applicant.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(joined.count((p) => p.userId === applicant.id)).toBe(1);
  });

  it('bad input gets the error envelope and stores nothing', async () => {
    const [creator, applicant] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'applicant'),
    ]);
    const project = await api.createOpenProject(creator);
    for (const body of [
      {},
      { role: 'boss' },
      { role: 'editor', extra: true },
      { role: 'editor', message: 'x'.repeat(1001) },
    ]) {
      const response = await api.apply(applicant, project.id, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid input' });
      expect(response.body.details.length).toBeGreaterThan(0);
    }
    const detail = ProjectDetailSchema.parse((await api.detail(applicant, project.id)).body);
    expect(detail.viewer).toMatchObject({ application: null, latestAudit: null });
  });
});
