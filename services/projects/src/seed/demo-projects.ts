import type { CreateProjectRequest, ProjectStatus } from '@filmcollab/contracts';

/** The demo accounts (identity's seed) the projects seed builds on. */
export const DEMO_USERNAMES = ['demo', 'alex', 'sam', 'jordan', 'riley'] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

/**
 * The seeded opportunity that expires right after the seed: no list shows it any more, so the
 * browser journeys open its page (/requirements/{id}) by this id to read 'Expired'.
 */
export const DEMO_EXPIRED_OPPORTUNITY_ID = 'demo-location-scout-closed';

export interface DemoProject {
  key: string;
  owner: DemoUsername;
  /** Set after creation when it is not a creatable status. */
  status: ProjectStatus;
  details: Omit<CreateProjectRequest, 'status'>;
}

const project = (
  key: string,
  owner: DemoUsername,
  status: ProjectStatus,
  details: Partial<DemoProject['details']> & { title: string },
): DemoProject => ({
  key,
  owner,
  status,
  details: { projectType: 'other', requiredRoles: [], ...details },
});

/** Projects in every status, owned by demo and alex; the first one marks a seeded database. */
export const DEMO_PROJECTS: DemoProject[] = [
  project('harbour', 'demo', 'pre_production', {
    title: 'Harbour Lights',
    description:
      'A night-shift ferry crew finds a stowaway who remembers the harbour before the flood.',
    projectType: 'short_film',
    budgetRange: '1k_5k',
    location: 'Lisbon',
    startDate: '2027-02-01',
    endDate: '2027-03-15',
    requiredRoles: ['editor', 'composer', 'actor'],
  }),
  project('paper', 'demo', 'planning', {
    title: 'Paper Moons',
    description: 'A documentary about the last paper-lantern workshop in the city.',
    projectType: 'documentary',
    budgetRange: 'under_1k',
    requiredRoles: ['cinematographer'],
  }),
  project('longtake', 'demo', 'production', {
    title: 'The Long Take',
    description: 'One wedding, one camera, no cuts.',
    projectType: 'feature_film',
    budgetRange: '25k_50k',
    location: 'Porto',
    requiredRoles: ['sound_designer'],
  }),
  project('static', 'demo', 'post_production', {
    title: 'Static Bloom',
    description: 'A music video shot entirely on broken CRTs.',
    projectType: 'music_video',
    budgetRange: 'no_budget',
  }),
  project('northern', 'alex', 'pre_production', {
    title: 'Northern Line',
    description: 'A commercial for a night train, cast from real passengers.',
    projectType: 'commercial',
    budgetRange: '5k_10k',
    location: 'Edinburgh',
    requiredRoles: ['cinematographer', 'actor', 'producer'],
  }),
  project('salt', 'alex', 'completed', {
    title: 'Salt & Ember',
    description: 'Six episodes about a fishing village that bakes bread for the whole coast.',
    projectType: 'web_series',
    budgetRange: '10k_25k',
  }),
  project('glass', 'alex', 'cancelled', {
    title: 'Glass Harbor',
    description: 'Shelved when the location flooded.',
    projectType: 'short_film',
  }),
];
