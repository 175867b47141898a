import { OpportunityWithdrawnEvent } from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { ReadModelRebuilder } from './read-model-rebuilder';
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

describe('rebuilding the read models from the streams', () => {
  let harness: ServiceHarness;
  let user: TestUser;

  beforeAll(async () => {
    harness = await startDiscoveryHarness();
    user = await harness.createUser();
  });
  afterAll(() => harness?.stop());

  const snapshot = async () => {
    const search = await harness.request(searchPath({ q: 'rebuilt' }), { as: user });
    const filtered = await harness.request(
      searchPath({ q: 'rebuilt', requiredRoles: 'editor', location: 'lisbon' }),
      { as: user },
    );
    const created = await harness.request('/api/discovery/myspace/created', { as: user });
    return { search: search.body, filtered: filtered.body, created: created.body };
  };

  it('replays every event from the start and gives the same results', async () => {
    await publishProfile(
      harness,
      aProfileCard({
        fullName: 'Rebuilt Editor',
        primaryRole: 'editor',
        location: 'Lisbon',
        version: 1,
      }),
    );
    const card = aProfileCard({
      fullName: 'Rebuilt Director',
      primaryRole: 'director',
      version: 1,
    });
    await publishProfile(harness, card);
    await publishProfile(harness, {
      ...card,
      location: 'Lisbon',
      secondaryRoles: ['editor'],
      version: 2,
    });
    const posted = await publishProject(
      harness,
      aProject({ title: 'Rebuilt posted', location: 'Lisbon', requiredRoles: ['editor'] }),
    );
    const planning = await publishProject(
      harness,
      aProject({ creatorId: user.id, title: 'Rebuilt planning', status: 'planning' }),
    );
    await publishStatus(
      harness,
      await publishProject(harness, aProject({ title: 'Rebuilt removed' })),
      'planning',
    );
    await publishOpportunity(
      harness,
      anOpportunity(posted, { title: 'Rebuilt editor call', role: 'editor' }),
    );
    const gone = await publishOpportunity(
      harness,
      anOpportunity(posted, { title: 'Rebuilt gone' }),
    );
    await harness.publish(OpportunityWithdrawnEvent, {
      opportunityId: gone.id,
      projectId: posted.id,
      at: new Date().toISOString(),
    });
    await harness.waitForConsumersIdle();

    const before = await snapshot();
    expect(before.search.projects.map((p: { title: string }) => p.title)).toEqual([
      'Rebuilt posted',
    ]);
    expect(before.search.collaborators).toHaveLength(2);
    expect(before.filtered.collaborators).toHaveLength(2);
    expect(before.search.opportunities.map((o: { title: string }) => o.title)).toEqual([
      'Rebuilt editor call',
    ]);
    expect(before.created.projects.map((p: { project: { id: string } }) => p.project.id)).toEqual([
      planning.id,
    ]);

    const report = await harness.get(ReadModelRebuilder).rebuild();
    expect(report.applied['profiles.profile.changed']).toBeGreaterThanOrEqual(3);
    expect(report.applied['projects.opportunity.withdrawn']).toBeGreaterThanOrEqual(1);
    expect(await snapshot()).toEqual(before);
  });
});
