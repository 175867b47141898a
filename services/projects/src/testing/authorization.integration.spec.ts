import { ExternalInvitationSentEvent } from '@filmcollab/contracts';
import type {
  EventRecorder,
  HarnessResponse,
  ServiceHarness,
  TestUser,
} from '@filmcollab/service-kit/testing';
import { startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { AuditService } from '../audit/audit.service';
import { projectsService } from '../service-definition';
import { ProjectsApi, signUp } from './projects-test-kit';

type Actor = 'signedOut' | 'creator' | 'member' | 'nonMember' | 'invitee';
const ACTORS: Actor[] = ['signedOut', 'creator', 'member', 'nonMember', 'invitee'];

/** One project with a member, a pending applicant, a pending invitee and an opportunity. */
interface Scenario {
  projectId: string;
  applicationId: string;
  invitationId: string;
  opportunityId: string;
}

interface Case {
  route: string;
  call: (api: ProjectsApi, scenario: Scenario, actor: TestUser | null) => Promise<HarnessResponse>;
  expected: Record<Actor, number>;
  prepare?: (api: ProjectsApi, scenario: Scenario) => Promise<unknown>;
  /** Its only effect is an event, which the outbox publishes after the answer. */
  eventOnly?: boolean;
}

/*
 * Every mutation × who calls it. The browser hides controls, but only these answers protect the
 * data: each refusal must leave the project exactly as it was.
 */
const CASES: Case[] = [
  {
    route: 'PATCH /:id',
    call: (api, s, actor) => api.call('PATCH', `/${s.projectId}`, actor, { title: 'Taken over' }),
    expected: { signedOut: 401, creator: 200, member: 403, nonMember: 403, invitee: 403 },
  },
  {
    route: 'POST /:id/explore',
    prepare: (api, s) => api.call('DELETE', `/${s.projectId}/explore`, users.creator),
    call: (api, s, actor) => api.call('POST', `/${s.projectId}/explore`, actor),
    expected: { signedOut: 401, creator: 200, member: 403, nonMember: 403, invitee: 403 },
  },
  {
    route: 'DELETE /:id/explore',
    call: (api, s, actor) => api.call('DELETE', `/${s.projectId}/explore`, actor),
    expected: { signedOut: 401, creator: 200, member: 403, nonMember: 403, invitee: 403 },
  },
  {
    route: 'POST /:id/applications',
    call: (api, s, actor) => api.apply(actor, s.projectId, { role: 'actor' }),
    expected: { signedOut: 401, creator: 400, member: 409, nonMember: 201, invitee: 201 },
  },
  {
    route: 'DELETE /:id/applications/mine',
    call: (api, s, actor) => api.withdraw(actor, s.projectId),
    expected: { signedOut: 401, creator: 404, member: 404, nonMember: 404, invitee: 404 },
  },
  {
    route: 'POST /:id/applications/:applicationId/accept',
    call: (api, s, actor) => api.decide(actor, s.projectId, s.applicationId, 'accept'),
    expected: { signedOut: 401, creator: 200, member: 403, nonMember: 403, invitee: 403 },
  },
  {
    route: 'POST /:id/applications/:applicationId/reject',
    call: (api, s, actor) => api.decide(actor, s.projectId, s.applicationId, 'reject'),
    expected: { signedOut: 401, creator: 204, member: 403, nonMember: 403, invitee: 403 },
  },
  {
    route: 'DELETE /:id/members/:userId',
    call: (api, s, actor) => api.removeMember(actor, s.projectId, users.member.id),
    expected: { signedOut: 401, creator: 204, member: 403, nonMember: 403, invitee: 403 },
  },
  {
    route: 'POST /:id/leave',
    call: (api, s, actor) => api.leave(actor, s.projectId),
    expected: { signedOut: 401, creator: 400, member: 204, nonMember: 404, invitee: 404 },
  },
  {
    route: 'POST /:id/invitations',
    call: (api, s, actor) => api.invite(actor, s.projectId, { inviteeIds: [users.spare.id] }),
    expected: { signedOut: 401, creator: 201, member: 201, nonMember: 403, invitee: 403 },
  },
  {
    route: 'POST /:id/external-invitations',
    call: (api, s, actor) =>
      api.call('POST', `/${s.projectId}/external-invitations`, actor, {
        invites: [{ email: 'friend@example.com', name: 'Fran' }],
      }),
    eventOnly: true,
    expected: { signedOut: 401, creator: 202, member: 202, nonMember: 403, invitee: 403 },
  },
  {
    route: 'POST /invitations/:invitationId/accept',
    call: (api, s, actor) => api.answerInvitation(actor, s.invitationId, 'accept'),
    expected: { signedOut: 401, creator: 403, member: 403, nonMember: 403, invitee: 200 },
  },
  {
    route: 'POST /invitations/:invitationId/decline',
    call: (api, s, actor) => api.answerInvitation(actor, s.invitationId, 'decline'),
    expected: { signedOut: 401, creator: 403, member: 403, nonMember: 403, invitee: 204 },
  },
  {
    route: 'POST /:id/opportunities',
    call: (api, s, actor) => api.postOpportunity(actor, s.projectId),
    expected: { signedOut: 401, creator: 201, member: 403, nonMember: 403, invitee: 403 },
  },
  {
    route: 'DELETE /opportunities/:opportunityId',
    call: (api, s, actor) => api.call('DELETE', `/opportunities/${s.opportunityId}`, actor),
    expected: { signedOut: 401, creator: 204, member: 403, nonMember: 403, invitee: 403 },
  },
];

let users: Record<'creator' | 'member' | 'applicant' | 'nonMember' | 'invitee' | 'spare', TestUser>;

describe('authorization matrix', () => {
  let harness: ServiceHarness;
  let api: ProjectsApi;
  let mails: EventRecorder<typeof ExternalInvitationSentEvent>;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    api = new ProjectsApi(harness);
    mails = await harness.recordEvents(ExternalInvitationSentEvent);
    const names = ['creator', 'member', 'applicant', 'nonMember', 'invitee', 'spare'] as const;
    const signed = await Promise.all(names.map((name) => signUp(harness, name.toLowerCase())));
    users = Object.fromEntries(names.map((name, index) => [name, signed[index]])) as typeof users;
  });
  afterAll(() => harness?.stop());

  async function scenario(): Promise<Scenario> {
    const project = await api.createOpenProject(users.creator);
    await api.addMember(users.creator, project.id, users.member);
    const application = await api.apply(users.applicant, project.id);
    const invitation = await api.invite(users.creator, project.id, {
      inviteeIds: [users.invitee.id],
    });
    const opportunity = await api.postOpportunity(users.creator, project.id);
    return {
      projectId: project.id,
      applicationId: application.body.id,
      invitationId: invitation.body.invitations[0].id,
      opportunityId: opportunity.body.id,
    };
  }

  /** Everything a refused call could have changed. */
  async function state(s: Scenario): Promise<unknown> {
    const audit = harness.get(AuditService);
    return {
      detail: (await api.detail(users.creator, s.projectId)).body,
      opportunities: (await api.call('GET', `/${s.projectId}/opportunities`, null)).body,
      invitations: (await api.call('GET', '/invitations/mine', users.invitee)).body,
      audit: await Promise.all(
        Object.values(users).map((user) => audit.history(s.projectId, user.id)),
      ),
      mails: mails.count((mail) => mail.projectId === s.projectId),
    };
  }

  const rows = CASES.flatMap((c) =>
    ACTORS.map((actor) => [c.route, actor, c.expected[actor], c] as const),
  );

  it.each(rows)('%s as %s → %i', async (_route, actor, status, c) => {
    const s = await scenario();
    await c.prepare?.(api, s);
    const before = await state(s);
    const response = await c.call(api, s, actor === 'signedOut' ? null : users[actor]);
    expect(response.status).toBe(status);
    if (status >= 400) {
      expect(response.body).toEqual(
        expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      );
      if (c.eventOnly) await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await state(s)).toEqual(before);
    } else {
      const after = JSON.stringify(before);
      await harness.waitFor(
        async () => JSON.stringify(await state(s)) !== after,
        5000,
        'the change',
      );
    }
  });

  it('only signed-in users create projects', async () => {
    const before = (await api.call('GET', '/explore?limit=50', null)).body;
    expect((await api.create(null, { title: 'Anonymous', status: 'pre_production' })).status).toBe(
      401,
    );
    expect((await api.call('GET', '/explore?limit=50', null)).body).toEqual(before);
  });
});
