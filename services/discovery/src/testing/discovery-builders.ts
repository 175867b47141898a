import { randomUUID } from 'node:crypto';
import {
  type EventPayload,
  MemberJoinedEvent,
  OpportunityPostedEvent,
  type Opportunity,
  ProfileChangedEvent,
  type Project,
  ProjectCreatedEvent,
  ProjectStatusChangedEvent,
} from '@filmcollab/contracts';
import type { ServiceHarness } from '@filmcollab/service-kit/testing';

/** Test-data builders: the events profiles and projects publish, with sensible defaults. */
let clock = Date.parse('2026-01-01T00:00:00.000Z');
const nextTime = () => new Date((clock += 1000)).toISOString();

export function aProject(overrides: Partial<Project> = {}): Project {
  const at = nextTime();
  return {
    id: randomUUID(),
    creatorId: randomUUID(),
    title: 'Untitled project',
    description: null,
    projectType: 'short_film',
    status: 'pre_production',
    budgetRange: null,
    location: null,
    startDate: null,
    endDate: null,
    requiredRoles: [],
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function aProfileCard(
  overrides: Partial<EventPayload<typeof ProfileChangedEvent>> = {},
): EventPayload<typeof ProfileChangedEvent> {
  const userId = overrides.userId ?? randomUUID();
  return {
    userId,
    username: `person_${userId.slice(0, 8)}`,
    fullName: 'Some Person',
    primaryRole: null,
    profileImageUrl: null,
    location: null,
    availabilityStatus: 'available',
    bio: null,
    secondaryRoles: [],
    yearsExperience: null,
    equipmentOwned: [],
    version: 1,
    changedAt: nextTime(),
    ...overrides,
  };
}

export function anOpportunity(project: Project, overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: randomUUID(),
    projectId: project.id,
    projectTitle: project.title,
    creatorId: project.creatorId,
    title: 'Casting call',
    description: null,
    category: 'cast',
    role: 'actor',
    location: project.location,
    durationMinutes: null,
    budgetRange: null,
    genre: null,
    languages: [],
    expiresAt: null,
    createdAt: nextTime(),
    ...overrides,
  };
}

/** Publishes a project's creation (and its creator's membership) as projects would. */
export async function publishProject(harness: ServiceHarness, project: Project): Promise<Project> {
  await harness.publish(ProjectCreatedEvent, { project });
  await harness.publish(MemberJoinedEvent, {
    memberId: randomUUID(),
    projectId: project.id,
    projectTitle: project.title,
    creatorId: project.creatorId,
    userId: project.creatorId,
    role: 'project_manager',
    via: 'creation',
    invitedBy: null,
    joinedAt: project.createdAt,
  });
  return project;
}

export async function publishStatus(
  harness: ServiceHarness,
  project: Project,
  to: Project['status'],
): Promise<Project> {
  const changed = { ...project, status: to, updatedAt: nextTime() };
  await harness.publish(ProjectStatusChangedEvent, { project: changed, from: project.status, to });
  return changed;
}

export async function publishOpportunity(
  harness: ServiceHarness,
  opportunity: Opportunity,
): Promise<Opportunity> {
  await harness.publish(OpportunityPostedEvent, { opportunity });
  return opportunity;
}

export async function publishProfile(
  harness: ServiceHarness,
  card: EventPayload<typeof ProfileChangedEvent>,
): Promise<EventPayload<typeof ProfileChangedEvent>> {
  await harness.publish(ProfileChangedEvent, card);
  return card;
}

/** `?a=b&c=d,e` from an object of strings and lists. */
export function searchPath(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : value);
  }
  return `/api/discovery/search?${query.toString()}`;
}
