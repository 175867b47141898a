import type {
  Opportunity,
  Person,
  Project,
  ProjectApplication,
  ProjectDetail,
  ProjectInvitation,
  ProjectMember,
} from '@filmcollab/contracts/projects';

export function aPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: 'u-alice',
    username: 'alice',
    fullName: 'Alice Smith',
    profileImageUrl: null,
    primaryRole: 'director',
    ...overrides,
  };
}

export const ALICE_PERSON = aPerson();
export const BOB_PERSON = aPerson({
  id: 'u-bob',
  username: 'bob',
  fullName: 'Bob Jones',
  primaryRole: 'actor',
});
export const CARA_PERSON = aPerson({
  id: 'u-cara',
  username: 'cara',
  fullName: 'Cara Lee',
  primaryRole: 'editor',
});

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'p-1',
    creatorId: ALICE_PERSON.id,
    title: 'Night Shift',
    description: 'A short film about a night bus driver.',
    projectType: 'short_film',
    status: 'pre_production',
    budgetRange: '1k_5k',
    location: 'Berlin',
    startDate: '2026-12-01',
    endDate: null,
    requiredRoles: ['actor', 'editor'],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aMember(person: Person, overrides: Partial<ProjectMember> = {}): ProjectMember {
  return {
    id: `m-${person.id}`,
    projectId: 'p-1',
    userId: person.id,
    role: 'actor',
    status: 'active',
    joinedAt: '2026-11-05T10:00:00.000Z',
    invitedBy: null,
    isCreator: false,
    person,
    ...overrides,
  };
}

export const CREATOR_MEMBER = aMember(ALICE_PERSON, {
  role: 'project_manager',
  isCreator: true,
  joinedAt: '2026-11-01T10:00:00.000Z',
});

export function anApplication(
  person: Person,
  overrides: Partial<ProjectApplication> = {},
): ProjectApplication {
  return {
    id: `a-${person.id}`,
    projectId: 'p-1',
    userId: person.id,
    role: 'actor',
    message: 'I would love to play the driver.',
    opportunityId: null,
    status: 'pending',
    createdAt: '2026-11-10T10:00:00.000Z',
    person,
    ...overrides,
  };
}

export function anInvitation(
  invitee: Person,
  overrides: Partial<ProjectInvitation> = {},
): ProjectInvitation {
  return {
    id: `i-${invitee.id}`,
    projectId: 'p-1',
    projectTitle: 'Night Shift',
    inviterId: ALICE_PERSON.id,
    inviteeId: invitee.id,
    role: 'viewer',
    message: null,
    status: 'pending',
    createdAt: '2026-11-12T10:00:00.000Z',
    inviter: ALICE_PERSON,
    invitee,
    ...overrides,
  };
}

type DetailOverrides = Partial<Omit<ProjectDetail, 'viewer'>> & {
  viewer?: Partial<ProjectDetail['viewer']>;
};

/** A project page's data; by default as its creator (Alice) sees it. */
export function aDetail(overrides: DetailOverrides = {}): ProjectDetail {
  const { viewer, ...rest } = overrides;
  return {
    project: aProject(),
    creator: ALICE_PERSON,
    members: [CREATOR_MEMBER],
    applications: [],
    invitations: [],
    ...rest,
    viewer: {
      relation: 'creator',
      membership: CREATOR_MEMBER,
      application: null,
      invitation: null,
      latestAudit: null,
      ...viewer,
    },
  };
}

/** The same project as a signed-in non-member (Bob) sees it. */
export function aDetailForNonMember(viewer: Partial<ProjectDetail['viewer']> = {}): ProjectDetail {
  return aDetail({ viewer: { relation: 'non_member', membership: null, ...viewer } });
}

export function anOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 'o-1',
    projectId: 'p-1',
    projectTitle: 'Night Shift',
    creatorId: ALICE_PERSON.id,
    title: 'Lead actor for a night bus drama',
    description: 'Two shooting nights in Berlin.',
    category: 'cast',
    role: 'actor',
    location: 'Berlin',
    durationMinutes: 90,
    budgetRange: 'under_1k',
    genre: 'Drama',
    languages: ['English', 'German'],
    expiresAt: null,
    createdAt: '2026-11-15T10:00:00.000Z',
    ...overrides,
  };
}
