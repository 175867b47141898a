import 'reflect-metadata';
import { runSeed } from '@filmcollab/service-kit';
import { ApplicationsService } from './applications/applications.service';
import { InvitationsService } from './invitations/invitations.service';
import { MembersService } from './members/members.service';
import { OpportunitiesService } from './opportunities/opportunities.service';
import { PeopleService } from './people/people.service';
import { ProjectsService } from './projects/projects.service';
import { seedProjects } from './seed/seed-projects';
import { SeedModule } from './seed/seed.module';

/**
 * `make seed` (after identity's): the demo projects, through the services so their events go out.
 * Needs the running stack (NATS; the demo accounts arrive here as identity's events).
 */
void runSeed(SeedModule, 'projects', async (context) => {
  const created = await seedProjects(
    {
      people: context.get(PeopleService),
      projects: context.get(ProjectsService),
      members: context.get(MembersService),
      applications: context.get(ApplicationsService),
      invitations: context.get(InvitationsService),
      opportunities: context.get(OpportunitiesService),
    },
    { now: () => new Date(), peopleTimeoutMs: 60_000 },
  );
  return [created ? 'created the demo projects' : 'exists  the demo projects'];
});
