import {
  OpportunityPostedEvent,
  OpportunityWithdrawnEvent,
  ProjectDetailSchema,
} from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { projectsService } from '../service-definition';
import { ProjectsApi, signUp } from '../testing/projects-test-kit';

describe('opportunities', () => {
  let harness: ServiceHarness;
  let api: ProjectsApi;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    api = new ProjectsApi(harness);
  });
  afterAll(() => harness?.stop());
  afterEach(() => jest.restoreAllMocks());

  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const listIds = async (path = '/opportunities', user = creatorUser) =>
    (await api.call('GET', path, user)).body.opportunities.map((o: { id: string }) => o.id);
  let creatorUser: Awaited<ReturnType<typeof signUp>>;

  it('posts opportunities, lists live ones newest first, and drops expired ones by the query alone', async () => {
    creatorUser = await signUp(harness, 'creator');
    const posted = await harness.recordEvents(OpportunityPostedEvent);
    const project = await api.createProject(creatorUser, { title: 'Night Bus' });
    const soon = await api.postOpportunity(creatorUser, project.id, {
      title: 'Soon',
      expiresAt: inHours(1),
      languages: ['Portuguese'],
    });
    expect(soon.status).toBe(201);
    expect(soon.body).toMatchObject({
      projectId: project.id,
      projectTitle: 'Night Bus',
      creatorId: creatorUser.id,
      title: 'Soon',
      category: 'crew',
      role: 'sound_designer',
      languages: ['Portuguese'],
      description: null,
    });
    expect(await posted.next((p) => p.opportunity.id === soon.body.id)).toMatchObject({
      opportunity: { title: 'Soon' },
    });
    const open = await api.postOpportunity(creatorUser, project.id, {
      title: 'Open',
      expiresAt: null,
    });
    const later = await api.postOpportunity(creatorUser, project.id, {
      title: 'Later',
      expiresAt: inHours(72),
    });

    const everyone = await listIds();
    expect(
      everyone.filter((id: string) => [soon.body.id, open.body.id, later.body.id].includes(id)),
    ).toEqual([later.body.id, open.body.id, soon.body.id]);
    expect(await listIds(`/${project.id}/opportunities`, null as never)).toEqual([
      later.body.id,
      open.body.id,
      soon.body.id,
    ]);

    // Two hours on: 'Soon' has expired and leaves the lists; its page still answers.
    const twoHoursOn = new Date(Date.now() + 2 * 3_600_000);
    jest.spyOn(harness.get(Clock), 'now').mockReturnValue(twoHoursOn);
    expect(await listIds(`/${project.id}/opportunities`)).toEqual([later.body.id, open.body.id]);
    expect(
      (await api.call('GET', `/opportunities/${soon.body.id}`, creatorUser)).body,
    ).toMatchObject({
      id: soon.body.id,
      expiresAt: soon.body.expiresAt,
    });
  });

  it('pages through live opportunities with a cursor', async () => {
    const creator = await signUp(harness, 'pager');
    const project = await api.createProject(creator);
    const posted: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      posted.unshift(
        (await api.postOpportunity(creator, project.id, { title: `Call ${index}` })).body.id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = await api.call('GET', `/${project.id}/opportunities${query}`, creator);
      expect(page.body.opportunities.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.opportunities.map((o: { id: string }) => o.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(posted);
    expect((await api.call('GET', '/opportunities?limit=61', creator)).status).toBe(400);
    const unknownCursor = await api.call('GET', '/opportunities?cursor=not-a-cursor', creator);
    expect(unknownCursor).toMatchObject({ status: 400, body: { code: 'INVALID_CURSOR' } });
  });

  it('refuses an expiry in the past and non-creators', async () => {
    const [creator, member] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'member'),
    ]);
    const project = await api.createOpenProject(creator);
    await api.addMember(creator, project.id, member);
    expect(
      await api.postOpportunity(creator, project.id, { expiresAt: inHours(-1) }),
    ).toMatchObject({
      status: 400,
      body: { code: 'OPPORTUNITY_EXPIRY_PAST' },
    });
    expect((await api.postOpportunity(member, project.id)).body.code).toBe('NOT_PROJECT_CREATOR');
    expect((await api.postOpportunity(creator, project.id, { category: 'catering' })).status).toBe(
      400,
    );
    expect(await listIds(`/${project.id}/opportunities`, creator)).toEqual([]);
  });

  it('applying through a live opportunity works even off Explore, with the opportunity’s role', async () => {
    const [creator, applicant, late] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'applicant'),
      signUp(harness, 'late'),
    ]);
    const project = await api.createProject(creator, { status: 'production' });
    const other = await api.createProject(creator);
    const call = await api.postOpportunity(creator, project.id, {
      role: 'composer',
      category: 'music_sound',
      expiresAt: inHours(1),
    });
    const applied = await api.apply(applicant, project.id, {
      role: 'actor',
      opportunityId: call.body.id,
    });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ role: 'composer', opportunityId: call.body.id });
    expect(
      (await api.apply(late, other.id, { role: 'actor', opportunityId: call.body.id })).body.code,
    ).toBe('OPPORTUNITY_NOT_FOUND');
    expect((await api.apply(late, project.id, { role: 'actor' })).body.code).toBe(
      'PROJECT_NOT_OPEN',
    );

    jest.spyOn(harness.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * 3_600_000));
    expect(
      await api.apply(late, project.id, { role: 'actor', opportunityId: call.body.id }),
    ).toMatchObject({
      status: 409,
      body: { code: 'PROJECT_NOT_OPEN' },
    });
    jest.restoreAllMocks();
    expect(
      ProjectDetailSchema.parse((await api.detail(creator, project.id)).body).applications,
    ).toHaveLength(1);
  });

  it('the creator withdraws an opportunity', async () => {
    const [creator, member] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'member'),
    ]);
    const withdrawn = await harness.recordEvents(OpportunityWithdrawnEvent);
    const project = await api.createOpenProject(creator);
    await api.addMember(creator, project.id, member);
    const call = await api.postOpportunity(creator, project.id);
    expect((await api.call('DELETE', `/opportunities/${call.body.id}`, member)).status).toBe(403);
    expect((await api.call('DELETE', `/opportunities/${call.body.id}`, creator)).status).toBe(204);
    expect(await withdrawn.next((p) => p.opportunityId === call.body.id)).toMatchObject({
      projectId: project.id,
    });
    expect((await api.call('GET', `/opportunities/${call.body.id}`, creator)).status).toBe(404);
    expect((await api.call('GET', '/opportunities', null)).status).toBe(401);
  });
});
