import { randomUUID } from 'node:crypto';
import {
  opportunityExpiryText,
  PROJECT_STATUSES,
  UserRegisteredEvent,
} from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { ApplicationsService } from '../applications/applications.service';
import { AppModule } from '../app.module';
import { AuditService } from '../audit/audit.service';
import { InvitationsService } from '../invitations/invitations.service';
import { MembersService } from '../members/members.service';
import { OpportunitiesService } from '../opportunities/opportunities.service';
import { PeopleService } from '../people/people.service';
import { ProjectDetailService } from '../projects/project-detail.service';
import { ProjectsService } from '../projects/projects.service';
import { projectsService } from '../service-definition';
import { DEMO_EXPIRED_OPPORTUNITY_ID, DEMO_USERNAMES } from './demo-projects';
import { seedProjects, type ProjectsSeedServices } from './seed-projects';

describe('projects seed', () => {
  let harness: ServiceHarness;
  let services: ProjectsSeedServices;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    services = {
      people: harness.get(PeopleService),
      projects: harness.get(ProjectsService),
      members: harness.get(MembersService),
      applications: harness.get(ApplicationsService),
      invitations: harness.get(InvitationsService),
      opportunities: harness.get(OpportunitiesService),
    };
  });
  afterAll(() => harness?.stop());

  it('says clearly when the demo accounts never arrive', async () => {
    await expect(
      seedProjects(services, {
        now: () => new Date(),
        peopleTimeoutMs: 100,
        sleep: async () => {},
      }),
    ).rejects.toThrow(/has not heard of the demo accounts demo, alex, sam, jordan, riley/);
  });

  it('loads projects in every status, members, applications, an invitation, audit and opportunities, once', async () => {
    const ids = Object.fromEntries(DEMO_USERNAMES.map((name) => [name, randomUUID()]));
    for (const name of DEMO_USERNAMES) {
      await harness.publish(UserRegisteredEvent, {
        userId: ids[name]!,
        username: name,
        fullName: `${name} Demo`,
        email: `${name}@filmcollab.local`,
      });
    }
    const options = { now: () => new Date(), peopleTimeoutMs: 10_000 };
    expect(await seedProjects(services, options)).toBe(true);
    expect(await seedProjects(services, options)).toBe(false);

    const projects = [
      ...(await services.projects.mine(ids.demo!)),
      ...(await services.projects.mine(ids.alex!)),
    ];
    expect(projects).toHaveLength(7);
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(PROJECT_STATUSES));

    const details = harness.get(ProjectDetailService);
    const harbour = await details.get(
      projects.find((p) => p.title === 'Harbour Lights')!.id,
      ids.demo!,
    );
    expect(harbour.members.map((m) => m.person.username)).toEqual(['demo', 'sam']);
    expect(harbour.applications.map((a) => a.person.username)).toEqual(['jordan']);
    const northernId = projects.find((p) => p.title === 'Northern Line')!.id;
    const northern = await details.get(northernId, ids.demo!);
    expect(northern.viewer).toMatchObject({
      relation: 'non_member',
      invitation: { role: 'cinematographer' },
    });
    const audit = harness.get(AuditService);
    expect((await audit.latest(harbour.project.id, ids.riley!))?.action).toBe('rejected');
    expect((await audit.latest(northernId, ids.riley!))?.action).toBe('left_voluntarily');

    const now = new Date();
    const live = (await services.opportunities.list({ limit: 50 })).opportunities;
    expect(live.map((o) => opportunityExpiryText(o.expiresAt, now, () => 'a date')).sort()).toEqual(
      ['Expires in 3 days', 'Expires today', 'Expires tomorrow', 'No expiry', 'a date'].sort(),
    );
    const expired = (await services.opportunities.list({ limit: 50 }, northernId)).opportunities;
    expect(expired.map((o) => o.title)).not.toContain('Location scout (closed)');
    // Its page stays reachable by the seed's id and reads 'Expired'.
    const scout = await services.opportunities.get(DEMO_EXPIRED_OPPORTUNITY_ID);
    expect(scout.title).toBe('Location scout (closed)');
    expect(opportunityExpiryText(scout.expiresAt, new Date())).toBe('Expired');
  });
});
