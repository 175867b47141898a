import { CREATABLE_PROJECT_STATUSES, type Person, type ProjectStatus } from '@filmcollab/contracts';
import { ApplicationsService } from '../applications/applications.service';
import { InvitationsService } from '../invitations/invitations.service';
import { MembersService } from '../members/members.service';
import { OpportunitiesService } from '../opportunities/opportunities.service';
import { PeopleService } from '../people/people.service';
import { ProjectsService } from '../projects/projects.service';
import {
  DEMO_EXPIRED_OPPORTUNITY_ID,
  DEMO_PROJECTS,
  DEMO_USERNAMES,
  type DemoUsername,
} from './demo-projects';

export interface ProjectsSeedServices {
  people: PeopleService;
  projects: ProjectsService;
  members: MembersService;
  applications: ApplicationsService;
  invitations: InvitationsService;
  opportunities: OpportunitiesService;
}

export interface SeedOptions {
  now: () => Date;
  /** How long to wait for the demo users to reach the people read model (they arrive by events). */
  peopleTimeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
}

function isCreatable(status: ProjectStatus): status is CreatableStatus {
  return (CREATABLE_PROJECT_STATUSES as readonly string[]).includes(status);
}
type CreatableStatus = (typeof CREATABLE_PROJECT_STATUSES)[number];

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const DAY = 86_400_000;

/** Waits for the demo accounts in the people read model; a clear error when they never come. */
async function demoPeople(
  people: PeopleService,
  options: SeedOptions,
): Promise<Record<DemoUsername, Person>> {
  const deadline = Date.now() + options.peopleTimeoutMs;
  for (;;) {
    const found = await people.findByUsernames([...DEMO_USERNAMES]);
    const byName = new Map(found.map((person) => [person.username, person]));
    const missing = DEMO_USERNAMES.filter((name) => !byName.has(name));
    if (missing.length === 0) {
      return Object.fromEntries(DEMO_USERNAMES.map((name) => [name, byName.get(name)!])) as Record<
        DemoUsername,
        Person
      >;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `the projects service has not heard of the demo accounts ${missing.join(', ')} within ${options.peopleTimeoutMs / 1000} s ` +
          `(they arrive as identity.user.registered events: is the stack running and did identity's seed run?)`,
      );
    }
    await (options.sleep ?? sleepFor)(500);
  }
}

/**
 * Loads the demo projects through the services (so every event is published): projects in every
 * status, members, pending applications, a pending invitation to demo, an audit history with a
 * rejection and a departure, and opportunities with several expiries. Returns false when the
 * demo projects exist already.
 */
export async function seedProjects(
  services: ProjectsSeedServices,
  options: SeedOptions,
): Promise<boolean> {
  const users = await demoPeople(services.people, options);
  const marker = DEMO_PROJECTS[0]!;
  const existing = await services.projects.mine(users[marker.owner].id);
  if (existing.some((project) => project.title === marker.details.title)) return false;

  const ids: Record<string, string> = {};
  for (const demo of DEMO_PROJECTS) {
    const creatable = isCreatable(demo.status) ? demo.status : 'production';
    const created = await services.projects.create(users[demo.owner].id, {
      ...demo.details,
      status: creatable,
    });
    if (creatable !== demo.status) await services.projects.setStatus(created.id, demo.status);
    ids[demo.key] = created.id;
  }
  const { applications, invitations, members } = services;
  const id = (name: DemoUsername) => users[name].id;
  const join = async (
    projectKey: string,
    owner: DemoUsername,
    user: DemoUsername,
    role: 'editor' | 'actor' | 'producer' | 'composer',
    message: string | null = null,
  ) => {
    const application = await applications.apply(id(user), ids[projectKey]!, { role, message });
    return applications.accept(id(owner), ids[projectKey]!, application.id);
  };

  // Harbour Lights (demo, on Explore): sam is the editor, jordan waits for an answer, riley was turned down.
  await join('harbour', 'demo', 'sam', 'editor', 'I cut two festival shorts last year.');
  await applications.apply(id('jordan'), ids.harbour!, {
    role: 'actor',
    message: 'I grew up on the ferries.',
  });
  const riley = await applications.apply(id('riley'), ids.harbour!, {
    role: 'composer',
    message: null,
  });
  await applications.reject(id('demo'), ids.harbour!, riley.id);

  // Northern Line (alex, on Explore): demo is invited, sam has applied, riley joined and left.
  await invitations.invite(id('alex'), ids.northern!, {
    inviteeIds: [id('demo')],
    role: 'cinematographer',
    message: 'Your night exteriors are exactly what this needs.',
  });
  await applications.apply(id('sam'), ids.northern!, { role: 'producer', message: null });
  await join('northern', 'alex', 'riley', 'actor');
  await members.leave(id('riley'), ids.northern!);

  // The Long Take (demo, production): alex joined by invitation; Salt & Ember (alex, completed) had demo and jordan.
  const [toAlex] = await invitations.invite(id('demo'), ids.longtake!, {
    inviteeIds: [id('alex')],
    role: 'producer',
    message: null,
  });
  await invitations.accept(id('alex'), toAlex!.id);
  for (const user of ['demo', 'jordan'] as const) {
    const [invitation] = await invitations.invite(id('alex'), ids.salt!, {
      inviteeIds: [id(user)],
      role: 'editor',
      message: null,
    });
    await invitations.accept(id(user), invitation!.id);
  }

  // Opportunities with every expiry wording: today, tomorrow, in 3 days, in 30 days, none, and one expired.
  const now = options.now();
  const endOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 30);
  const today =
    endOfToday.getTime() - now.getTime() > 10 * 60_000
      ? endOfToday
      : new Date(now.getTime() + 10 * 60_000);
  const calls = [
    {
      project: 'northern',
      title: 'Lead passenger (speaking role)',
      category: 'cast',
      role: 'actor',
      expiresAt: today,
    },
    {
      project: 'northern',
      title: 'Camera operator for two night shoots',
      category: 'crew',
      role: 'cinematographer',
      expiresAt: new Date(now.getTime() + DAY),
    },
    {
      project: 'harbour',
      title: 'Composer for a 12-minute score',
      category: 'music_sound',
      role: 'composer',
      expiresAt: new Date(now.getTime() + 3 * DAY),
    },
    {
      project: 'harbour',
      title: 'Co-writer for the final act',
      category: 'writer_director',
      role: 'screenwriter',
      expiresAt: new Date(now.getTime() + 30 * DAY),
    },
    {
      project: 'longtake',
      title: 'Boom operator, open call',
      category: 'crew',
      role: 'sound_designer',
      expiresAt: null,
    },
  ] as const;
  for (const call of calls) {
    await services.opportunities.post(
      users[DEMO_PROJECTS.find((p) => p.key === call.project)!.owner].id,
      ids[call.project]!,
      {
        title: call.title,
        description: `${call.title} on ${DEMO_PROJECTS.find((p) => p.key === call.project)!.details.title}.`,
        category: call.category,
        role: call.role,
        location: 'On location',
        durationMinutes: 600,
        budgetRange: 'under_1k',
        genre: 'Drama',
        languages: ['English'],
        expiresAt: call.expiresAt?.toISOString() ?? null,
      },
    );
  }
  // An expiry must lie ahead when posted: this one is posted a moment before it lapses.
  await services.opportunities.post(
    id('alex'),
    ids.northern!,
    {
      title: 'Location scout (closed)',
      description: 'Filled already.',
      category: 'crew',
      role: 'producer',
      expiresAt: new Date(options.now().getTime() + 1500).toISOString(),
    },
    DEMO_EXPIRED_OPPORTUNITY_ID,
  );
  await (options.sleep ?? sleepFor)(1600);
  return true;
}
