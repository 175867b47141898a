import { randomUUID } from 'node:crypto';
import {
  type CreateOpportunityRequestInput,
  type CreateProjectRequestInput,
  type Project,
  ProjectSchema,
  UserRegisteredEvent,
} from '@filmcollab/contracts';
import { PeopleService } from '../people/people.service';
import type { HarnessResponse, ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';

/** A signed-in user the people read model knows (as after identity's `user.registered`). */
export async function signUp(
  harness: ServiceHarness,
  prefix: string,
  fullName = `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Person`,
): Promise<TestUser> {
  const id = randomUUID();
  const username = `${prefix}_${id.slice(0, 6)}`.slice(0, 20);
  const user = await harness.createUser({ id, username, fullName });
  await harness.publish(
    UserRegisteredEvent,
    { userId: id, username, fullName, email: user.email },
    { eventId: `registered-${id}` },
  );
  const people = harness.get(PeopleService);
  await harness.waitFor(
    async () => (await people.find(id)) !== null,
    10_000,
    `${username} in the people read model`,
  );
  return user;
}

/** Calls of the projects API as the browser makes them. */
export class ProjectsApi {
  constructor(private readonly harness: ServiceHarness) {}

  create(
    user: TestUser | null,
    body: CreateProjectRequestInput | Record<string, unknown>,
  ): Promise<HarnessResponse> {
    return this.call('POST', '', user, body);
  }

  async createProject(
    user: TestUser,
    body: Partial<CreateProjectRequestInput> = {},
  ): Promise<Project> {
    const response = await this.create(user, { title: 'Night Shift', ...body });
    if (response.status !== 201) throw new Error(`create failed: ${JSON.stringify(response.body)}`);
    return ProjectSchema.parse(response.body);
  }

  /** A project on Explore, open to applications. */
  async createOpenProject(
    user: TestUser,
    body: Partial<CreateProjectRequestInput> = {},
  ): Promise<Project> {
    return this.createProject(user, { status: 'pre_production', ...body });
  }

  detail(user: TestUser | null, projectId: string): Promise<HarnessResponse> {
    return this.call('GET', `/${projectId}`, user);
  }

  apply(
    user: TestUser | null,
    projectId: string,
    body: Record<string, unknown> = { role: 'editor' },
  ) {
    return this.call('POST', `/${projectId}/applications`, user, body);
  }

  withdraw(user: TestUser | null, projectId: string) {
    return this.call('DELETE', `/${projectId}/applications/mine`, user);
  }

  decide(
    user: TestUser | null,
    projectId: string,
    applicationId: string,
    decision: 'accept' | 'reject',
  ) {
    return this.call('POST', `/${projectId}/applications/${applicationId}/${decision}`, user);
  }

  removeMember(user: TestUser | null, projectId: string, userId: string) {
    return this.call('DELETE', `/${projectId}/members/${userId}`, user);
  }

  leave(user: TestUser | null, projectId: string) {
    return this.call('POST', `/${projectId}/leave`, user);
  }

  invite(user: TestUser | null, projectId: string, body: Record<string, unknown>) {
    return this.call('POST', `/${projectId}/invitations`, user, body);
  }

  answerInvitation(user: TestUser | null, invitationId: string, answer: 'accept' | 'decline') {
    return this.call('POST', `/invitations/${invitationId}/${answer}`, user);
  }

  postOpportunity(
    user: TestUser | null,
    projectId: string,
    body: Partial<CreateOpportunityRequestInput> | Record<string, unknown> = {},
  ) {
    return this.call('POST', `/${projectId}/opportunities`, user, {
      title: 'Boom operator for two nights',
      category: 'crew',
      role: 'sound_designer',
      ...body,
    });
  }

  /** Accepts `user`'s application: they become a member. */
  async addMember(creator: TestUser, projectId: string, user: TestUser): Promise<void> {
    const applied = await this.apply(user, projectId);
    const accepted = await this.decide(creator, projectId, applied.body.id, 'accept');
    if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  }

  call(
    method: string,
    path: string,
    user: TestUser | null,
    body?: unknown,
  ): Promise<HarnessResponse> {
    return this.harness.request(`/api/projects${path}`, {
      method,
      ...(user ? { as: user } : {}),
      ...(body === undefined ? {} : { body }),
    });
  }
}
