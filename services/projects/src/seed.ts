import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
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
async function main(): Promise<void> {
  const context = await NestFactory.createApplicationContext(SeedModule, {
    logger: false,
    abortOnError: false,
  }).catch((error: unknown) => {
    throw new Error(
      `cannot reach the projects database or NATS (MONGO_URL, NATS_URL): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  });
  try {
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
    process.stdout.write(created ? 'created the demo projects\n' : 'exists  the demo projects\n');
    // Their events leave with this process's outbox relay (the running service's would too, later).
    const outbox = context.get<Connection>(getConnectionToken()).collection('outbox');
    const deadline = Date.now() + 30_000;
    while ((await outbox.countDocuments()) > 0) {
      if (Date.now() > deadline) {
        process.stdout.write(
          'some events are still in the outbox; the projects service publishes them\n',
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
