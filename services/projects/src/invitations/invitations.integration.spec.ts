import {
  ExternalInvitationSentEvent,
  InvitationAnsweredEvent,
  InvitationSentEvent,
  MemberJoinedEvent,
  ProfileChangedEvent,
  ProjectDetailSchema,
} from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { projectsService } from '../service-definition';
import { ProjectsApi, signUp } from '../testing/projects-test-kit';

describe('invitations', () => {
  let harness: ServiceHarness;
  let api: ProjectsApi;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    api = new ProjectsApi(harness);
  });
  afterAll(() => harness?.stop());

  it('invites, lists the invitation to the invitee, and accepting makes them a member', async () => {
    const [creator, invitee] = await Promise.all([
      signUp(harness, 'creator', 'Cleo Creator'),
      signUp(harness, 'invitee', 'Ivy Invitee'),
    ]);
    const sent = await harness.recordEvents(InvitationSentEvent);
    const answered = await harness.recordEvents(InvitationAnsweredEvent);
    const joined = await harness.recordEvents(MemberJoinedEvent);
    const project = await api.createProject(creator, { title: 'Quiet Street' });

    const response = await api.invite(creator, project.id, {
      inviteeIds: [invitee.id],
      role: 'composer',
      message: 'Score it?',
    });
    expect(response.status).toBe(201);
    const [invitation] = response.body.invitations;
    expect(invitation).toMatchObject({
      projectTitle: 'Quiet Street',
      inviterId: creator.id,
      inviteeId: invitee.id,
      role: 'composer',
      message: 'Score it?',
      status: 'pending',
      inviter: { fullName: 'Cleo Creator' },
      invitee: { fullName: 'Ivy Invitee' },
    });
    expect(await sent.next((p) => p.invitationId === invitation.id)).toMatchObject({
      inviterName: 'Cleo Creator',
      inviteeId: invitee.id,
      message: 'Score it?',
    });
    const mine = await api.call('GET', '/invitations/mine', invitee);
    expect(mine.body.invitations.map((i: { id: string }) => i.id)).toEqual([invitation.id]);

    expect(await api.answerInvitation(creator, invitation.id, 'accept')).toMatchObject({
      status: 403,
      body: { code: 'NOT_INVITEE' },
    });
    const accepted = await api.answerInvitation(invitee, invitation.id, 'accept');
    expect(accepted).toMatchObject({
      status: 200,
      body: { userId: invitee.id, role: 'composer', invitedBy: creator.id },
    });
    expect(await answered.next((p) => p.invitationId === invitation.id)).toMatchObject({
      answer: 'accepted',
    });
    expect(await joined.next((p) => p.userId === invitee.id)).toMatchObject({
      via: 'invitation',
      invitedBy: creator.id,
    });
    const detail = ProjectDetailSchema.parse((await api.detail(invitee, project.id)).body);
    expect(detail.viewer).toMatchObject({ relation: 'member', invitation: null });
    expect((await api.call('GET', '/invitations/mine', invitee)).body.invitations).toEqual([]);
    expect((await api.answerInvitation(invitee, invitation.id, 'decline')).body.code).toBe(
      'INVITATION_NOT_FOUND',
    );
  });

  it('declining leaves the invitee outside and lets them be invited again', async () => {
    const [creator, invitee] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'invitee'),
    ]);
    const answered = await harness.recordEvents(InvitationAnsweredEvent);
    const project = await api.createProject(creator);
    const { body } = await api.invite(creator, project.id, { inviteeIds: [invitee.id] });
    const invitation = body.invitations[0];
    expect(invitation.role).toBe('viewer');
    expect((await api.answerInvitation(invitee, invitation.id, 'decline')).status).toBe(204);
    expect(await answered.next((p) => p.invitationId === invitation.id)).toMatchObject({
      answer: 'declined',
    });
    expect((await api.detail(invitee, project.id)).body.viewer.relation).toBe('non_member');
    expect((await api.invite(creator, project.id, { inviteeIds: [invitee.id] })).status).toBe(201);
  });

  it('refuses members, pending invitees, the inviter and unknown people; invites nobody then', async () => {
    const [creator, member, pending, fresh] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'member'),
      signUp(harness, 'pending'),
      signUp(harness, 'fresh'),
    ]);
    const project = await api.createOpenProject(creator);
    await api.addMember(creator, project.id, member);
    await api.invite(creator, project.id, { inviteeIds: [pending.id] });
    for (const ids of [[fresh.id, member.id], [fresh.id, pending.id], [creator.id]]) {
      expect(await api.invite(creator, project.id, { inviteeIds: ids })).toMatchObject({
        status: 409,
        body: {
          code: 'INVITEE_NOT_ELIGIBLE',
          message: 'This user is already a member, already invited, or yourself.',
        },
      });
    }
    expect(
      await api.invite(creator, project.id, { inviteeIds: [fresh.id, 'nobody'] }),
    ).toMatchObject({
      status: 404,
      body: { code: 'PERSON_NOT_FOUND' },
    });
    expect((await api.invite(creator, project.id, { inviteeIds: [] })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please select at least one user to invite.',
    });
    expect((await api.call('GET', '/invitations/mine', fresh)).body.invitations).toEqual([]);
    // A member (not only the creator) may invite.
    expect((await api.invite(member, project.id, { inviteeIds: [fresh.id] })).status).toBe(201);
  });

  it('a double-click on Invite sends one invitation', async () => {
    const [creator, invitee] = await Promise.all([
      signUp(harness, 'creator'),
      signUp(harness, 'invitee'),
    ]);
    const project = await api.createProject(creator);
    const answers = await Promise.all([
      api.invite(creator, project.id, { inviteeIds: [invitee.id] }),
      api.invite(creator, project.id, { inviteeIds: [invitee.id] }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await api.call('GET', '/invitations/mine', invitee)).body.invitations).toHaveLength(1);
  });

  it('searches candidates by name, username or primary role, excluding members, invitees and the viewer', async () => {
    const [creator, member, invited] = await Promise.all([
      signUp(harness, 'creator', 'Zed Searcher'),
      signUp(harness, 'member', 'Zed Member'),
      signUp(harness, 'invited', 'Zed Invited'),
    ]);
    const dp = await signUp(harness, 'lens', 'Quinn Lens');
    await harness.publish(ProfileChangedEvent, {
      userId: dp.id,
      username: dp.username,
      fullName: 'Quinn Lens',
      primaryRole: 'Cinematographer',
      profileImageUrl: null,
      location: null,
      availabilityStatus: null,
      version: 1,
      changedAt: new Date().toISOString(),
    });
    const tricky = await signUp(harness, 'tricky', 'Zed (a.k.a. *)');
    const project = await api.createOpenProject(creator);
    await api.addMember(creator, project.id, member);
    await api.invite(creator, project.id, { inviteeIds: [invited.id] });
    const search = async (q: string) =>
      (
        await api.call(
          'GET',
          `/${project.id}/invite-candidates?q=${encodeURIComponent(q)}`,
          creator,
        )
      ).body.people.map((p: { id: string }) => p.id);

    expect(await search('zed')).toEqual([tricky.id]);
    await harness.waitFor(async () => (await search('CINEMATO')).includes(dp.id));
    expect(await search('quinn')).toEqual([dp.id]);
    expect(await search(dp.username.toUpperCase())).toEqual([dp.id]);
    expect(await search('(a.k.a. *)')).toEqual([tricky.id]);
    expect(await search('.*')).toEqual([]);
    const outsider = await signUp(harness, 'outsider');
    expect(
      (await api.call('GET', `/${project.id}/invite-candidates?q=zed`, outsider)).body.code,
    ).toBe('NOT_PROJECT_MEMBER');
  });

  it('external invitations go out as events for notifications to mail, naming inviter and creator', async () => {
    const [creator, member] = await Promise.all([
      signUp(harness, 'creator', 'Cleo Creator'),
      signUp(harness, 'member', 'Mo Member'),
    ]);
    const mails = await harness.recordEvents(ExternalInvitationSentEvent);
    const project = await api.createOpenProject(creator, { title: 'Quiet Street' });
    await api.addMember(creator, project.id, member);
    const response = await api.call('POST', `/${project.id}/external-invitations`, member, {
      invites: [{ email: 'friend@example.com', name: 'Fran Friend', message: 'Join us' }],
    });
    expect(response.status).toBe(202);
    expect(await mails.next((p) => p.projectId === project.id)).toMatchObject({
      projectTitle: 'Quiet Street',
      inviterId: member.id,
      inviterName: 'Mo Member',
      creatorName: 'Cleo Creator',
      email: 'friend@example.com',
      name: 'Fran Friend',
      message: 'Join us',
    });
    const bad = await api.call('POST', `/${project.id}/external-invitations`, creator, {
      invites: [{ email: 'not-an-email', name: 'X' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].message).toBe('Please enter a valid e-mail address.');
  });
});
