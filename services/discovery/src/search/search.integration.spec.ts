import { randomUUID } from 'node:crypto';
import {
  DISCOVERY_LIMITS,
  OpportunityWithdrawnEvent,
  ProjectUpdatedEvent,
} from '@filmcollab/contracts';
import { type ServiceHarness, type TestUser } from '@filmcollab/service-kit/testing';
import {
  aProfileCard,
  aProject,
  anOpportunity,
  publishOpportunity,
  publishProfile,
  publishProject,
  publishStatus,
  searchPath,
} from '../testing/discovery-builders';
import { startDiscoveryHarness } from '../testing/start-discovery-harness';

/** A word no other test uses, so each test sees only its own entries. */
const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const ids = (items: { resultId: string }[]) => items.map((item) => item.resultId).sort();

describe('discovery search', () => {
  let harness: ServiceHarness;
  let searcher: TestUser;

  beforeAll(async () => {
    harness = await startDiscoveryHarness();
    searcher = await harness.createUser();
  });
  afterAll(() => harness?.stop());

  const search = async (params: Record<string, string | string[] | undefined>) => {
    const response = await harness.request(searchPath(params), { as: searcher });
    expect(response.status).toBe(200);
    return response.body as {
      projects: { resultId: string; matchScore: number; title: string }[];
      collaborators: { resultId: string; matchScore: number }[];
      opportunities: { resultId: string; matchScore: number }[];
      more: { projects: boolean; collaborators: boolean; opportunities: boolean };
    };
  };

  it('finds projects on Explore, people and live opportunities by any word, case-insensitively', async () => {
    const word = uniqueWord();
    const project = await publishProject(
      harness,
      aProject({ title: `The ${word.toUpperCase()} Tapes`, location: 'Lisbon' }),
    );
    const person = await publishProfile(harness, aProfileCard({ bio: `Loves ${word} stories` }));
    const opportunity = await publishOpportunity(
      harness,
      anOpportunity(project, { description: `Lead for ${word}` }),
    );
    await harness.waitForConsumersIdle();

    const found = await search({ q: `  ${word} ` });
    expect(ids(found.projects)).toEqual([project.id]);
    expect(ids(found.collaborators)).toEqual([person.userId]);
    expect(ids(found.opportunities)).toEqual([opportunity.id]);
    expect(found.projects[0]).toMatchObject({
      resultType: 'project',
      title: `The ${word.toUpperCase()} Tapes`,
      location: 'Lisbon',
      resultData: { projectType: 'short_film', status: 'pre_production' },
    });
  });

  it('ranks a title match above a description match, and every word must match', async () => {
    const word = uniqueWord();
    const inDescription = await publishProject(
      harness,
      aProject({ title: 'Quiet harbour', description: `A ${word} night story` }),
    );
    const inTitle = await publishProject(harness, aProject({ title: `${word} night` }));
    await publishProject(harness, aProject({ title: `${word} only` }));
    await harness.waitForConsumersIdle();

    const found = await search({ q: `${word} night` });
    expect(found.projects.map((p) => p.resultId)).toEqual([inTitle.id, inDescription.id]);
    expect(found.projects[0].matchScore).toBeGreaterThan(found.projects[1].matchScore);
  });

  it('never shows a planning project, nor one removed from Explore, nor their opportunities', async () => {
    const word = uniqueWord();
    const planning = await publishProject(harness, aProject({ title: word, status: 'planning' }));
    await publishOpportunity(harness, anOpportunity(planning, { title: `${word} casting` }));
    let posted = await publishProject(
      harness,
      aProject({ title: `${word} posted`, status: 'planning' }),
    );
    await harness.waitForConsumersIdle();
    let found = await search({ q: word });
    expect(found.projects).toEqual([]);
    expect(found.opportunities).toEqual([]);

    posted = await publishStatus(harness, posted, 'pre_production');
    await harness.waitForConsumersIdle();
    found = await search({ q: word });
    expect(ids(found.projects)).toEqual([posted.id]);

    await publishStatus(harness, posted, 'planning');
    await harness.waitForConsumersIdle();
    expect((await search({ q: word })).projects).toEqual([]);
  });

  it('shows an opportunity until it expires or is withdrawn', async () => {
    const word = uniqueWord();
    const project = await publishProject(harness, aProject({ title: 'Host project' }));
    const live = await publishOpportunity(
      harness,
      anOpportunity(project, {
        title: `${word} live`,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    await publishOpportunity(
      harness,
      anOpportunity(project, {
        title: `${word} expired`,
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    const withdrawn = await publishOpportunity(
      harness,
      anOpportunity(project, { title: `${word} gone` }),
    );
    await harness.publish(OpportunityWithdrawnEvent, {
      opportunityId: withdrawn.id,
      projectId: project.id,
      at: new Date().toISOString(),
    });
    await harness.waitForConsumersIdle();
    expect(ids((await search({ q: word })).opportunities)).toEqual([live.id]);
  });

  describe('filters', () => {
    it('location matches part of the place, in every type', async () => {
      const word = uniqueWord();
      const lisbon = await publishProject(
        harness,
        aProject({ title: word, location: 'Lisbon, Portugal' }),
      );
      await publishProject(harness, aProject({ title: word, location: 'Porto' }));
      const person = await publishProfile(
        harness,
        aProfileCard({ fullName: word, location: 'LISBON' }),
      );
      await publishProfile(harness, aProfileCard({ fullName: word, location: 'Madrid' }));
      const opportunity = await publishOpportunity(harness, anOpportunity(lisbon, { title: word }));
      await harness.waitForConsumersIdle();
      const found = await search({ q: word, location: 'lisbon' });
      expect(ids(found.projects)).toEqual([lisbon.id]);
      expect(ids(found.collaborators)).toEqual([person.userId]);
      expect(ids(found.opportunities)).toEqual([opportunity.id]);
    });

    it('project types and budget ranges narrow projects and do not touch collaborators', async () => {
      const word = uniqueWord();
      const doc = await publishProject(
        harness,
        aProject({ title: word, projectType: 'documentary', budgetRange: '1k_5k' }),
      );
      await publishProject(
        harness,
        aProject({ title: word, projectType: 'documentary', budgetRange: 'no_budget' }),
      );
      await publishProject(
        harness,
        aProject({ title: word, projectType: 'short_film', budgetRange: '1k_5k' }),
      );
      await publishProfile(harness, aProfileCard({ fullName: word }));
      await harness.waitForConsumersIdle();
      const found = await search({
        q: word,
        projectTypes: ['documentary', 'web_series'],
        budgetRanges: '1k_5k',
      });
      expect(ids(found.projects)).toEqual([doc.id]);
      expect(found.collaborators).toHaveLength(1);
      expect((await search({ q: word, projectTypes: 'wedding_video' })).projects).toEqual([]);
    });

    it('required roles match projects needing them, people having them and opportunities for them', async () => {
      const word = uniqueWord();
      const needsEditor = await publishProject(
        harness,
        aProject({ title: word, requiredRoles: ['editor', 'composer'] }),
      );
      await publishProject(harness, aProject({ title: word, requiredRoles: ['actor'] }));
      const primary = await publishProfile(
        harness,
        aProfileCard({ fullName: word, primaryRole: 'editor' }),
      );
      const secondary = await publishProfile(
        harness,
        aProfileCard({ fullName: word, primaryRole: 'director', secondaryRoles: ['editor'] }),
      );
      await publishProfile(harness, aProfileCard({ fullName: word, primaryRole: 'actor' }));
      const editorCall = await publishOpportunity(
        harness,
        anOpportunity(needsEditor, { title: word, role: 'editor', category: 'crew' }),
      );
      await publishOpportunity(harness, anOpportunity(needsEditor, { title: word, role: 'actor' }));
      await harness.waitForConsumersIdle();
      const found = await search({ q: word, requiredRoles: 'editor' });
      expect(ids(found.projects)).toEqual([needsEditor.id]);
      expect(ids(found.collaborators)).toEqual([primary.userId, secondary.userId].sort());
      expect(ids(found.opportunities)).toEqual([editorCall.id]);
    });

    it('availability, experience level and equipment narrow collaborators and do not touch projects', async () => {
      const word = uniqueWord();
      await publishProject(harness, aProject({ title: word }));
      const match = await publishProfile(
        harness,
        aProfileCard({
          fullName: word,
          availabilityStatus: 'available',
          yearsExperience: 4,
          equipmentOwned: ['camera', 'drone', 'tripod'],
        }),
      );
      const busy = await publishProfile(
        harness,
        aProfileCard({
          fullName: word,
          availabilityStatus: 'busy',
          yearsExperience: 4,
          equipmentOwned: ['camera', 'drone'],
        }),
      );
      const senior = await publishProfile(
        harness,
        aProfileCard({ fullName: word, yearsExperience: 12, equipmentOwned: ['camera', 'drone'] }),
      );
      await publishProfile(
        harness,
        aProfileCard({ fullName: word, yearsExperience: 4, equipmentOwned: ['camera'] }),
      );
      await harness.waitForConsumersIdle();

      const all = await search({
        q: word,
        availabilityStatus: 'available',
        experienceLevel: 'intermediate',
        equipmentFilter: 'camera,drone',
      });
      expect(ids(all.collaborators)).toEqual([match.userId]);
      expect(all.projects).toHaveLength(1);
      expect(ids((await search({ q: word, availabilityStatus: 'busy' })).collaborators)).toEqual([
        busy.userId,
      ]);
      expect(ids((await search({ q: word, experienceLevel: 'expert' })).collaborators)).toEqual([
        senior.userId,
      ]);
    });

    it('the type narrows the answer to one sub-tab', async () => {
      const word = uniqueWord();
      const project = await publishProject(harness, aProject({ title: word }));
      await publishProfile(harness, aProfileCard({ fullName: word }));
      await publishOpportunity(harness, anOpportunity(project, { title: word }));
      await harness.waitForConsumersIdle();
      const found = await search({ q: word, type: 'projects' });
      expect(ids(found.projects)).toEqual([project.id]);
      expect(found.collaborators).toEqual([]);
      expect(found.opportunities).toEqual([]);
    });
  });

  it('All previews each type, newest first, and says which have more; a sub-tab lists them all', async () => {
    const word = uniqueWord();
    const preview = DISCOVERY_LIMITS.previewPerType;
    const projects = [];
    for (let n = 0; n <= preview; n++)
      projects.push(await publishProject(harness, aProject({ title: `${word} ${n}` })));
    const people = [];
    for (let n = 0; n < preview; n++)
      people.push(await publishProfile(harness, aProfileCard({ fullName: `${word} ${n}` })));
    await harness.waitForConsumersIdle();

    const all = await search({ q: word });
    const projectIds = projects.map((project) => project.id);
    expect(ids(all.projects)).toEqual(projectIds.slice(1).sort());
    expect(ids(all.collaborators)).toEqual(people.map((person) => person.userId).sort());
    expect(all.opportunities).toEqual([]);
    expect(all.more).toEqual({ projects: true, collaborators: false, opportunities: false });

    const projectsTab = await search({ q: word, type: 'projects' });
    expect(ids(projectsTab.projects)).toEqual(projectIds.sort());
    expect(projectsTab.more.projects).toBe(false);
  });

  it('without words scores by location: 80 where the searcher lives, else 50', async () => {
    const word = uniqueWord();
    const local = await harness.createUser();
    await publishProfile(harness, aProfileCard({ userId: local.id, location: `${word}ville` }));
    const near = await publishProject(
      harness,
      aProject({ title: 'Near', location: `${word}ville`, budgetRange: 'over_100k' }),
    );
    await harness.waitForConsumersIdle();
    const response = await harness.request(searchPath({ location: `${word}ville` }), { as: local });
    expect(
      response.body.projects.map((p: { resultId: string; matchScore: number }) => [
        p.resultId,
        p.matchScore,
      ]),
    ).toEqual([[near.id, 80]]);
  });

  it('never lists the searcher among collaborators', async () => {
    const word = uniqueWord();
    await publishProfile(harness, aProfileCard({ userId: searcher.id, fullName: word }));
    await harness.waitForConsumersIdle();
    expect((await search({ q: word })).collaborators).toEqual([]);
  });

  it('a profile edit and a project edit are searchable within a second', async () => {
    const word = uniqueWord();
    const card = await publishProfile(harness, aProfileCard({ fullName: 'Before Edit' }));
    const project = await publishProject(harness, aProject({ title: 'Before edit' }));
    await harness.waitForConsumersIdle();

    const started = Date.now();
    await publishProfile(harness, {
      ...card,
      fullName: `After ${word}`,
      version: card.version + 1,
    });
    await harness.publish(ProjectUpdatedEvent, {
      project: {
        ...project,
        title: `After ${word}`,
        updatedAt: new Date(Date.parse(project.updatedAt) + 1).toISOString(),
      },
      changedFields: ['title'],
    });
    await harness.waitFor(
      async () => {
        const found = await search({ q: word });
        return found.collaborators.length === 1 && found.projects.length === 1;
      },
      1000,
      'the edits searchable',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps the newest profile when an older version arrives late', async () => {
    const word = uniqueWord();
    const card = aProfileCard({ fullName: `New ${word}`, version: 5 });
    await publishProfile(harness, card);
    await publishProfile(harness, { ...card, fullName: 'Old name', version: 4 });
    await harness.waitForConsumersIdle();
    expect(ids((await search({ q: `new ${word}` })).collaborators)).toEqual([card.userId]);
  });

  it('needs a signed-in user', async () => {
    expect((await harness.request(searchPath({ q: 'x' }))).status).toBe(401);
  });

  it('answers bad input with the error envelope', async () => {
    for (const params of [
      { q: 'x', projectTypes: 'space_opera' },
      { q: 'x', availabilityStatus: 'asleep' },
      { q: 'x', experienceLevel: 'legend' },
      { q: 'x', type: 'posts' },
      { q: 'x'.repeat(201) },
    ]) {
      const response = await harness.request(searchPath(params), { as: searcher });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
      });
    }
  });
});
