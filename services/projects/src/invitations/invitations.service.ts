import { Injectable } from '@nestjs/common';
import {
  DEFAULT_MEMBER_ROLE,
  type ExternalInviteRequest,
  ExternalInvitationSentEvent,
  InvitationAnsweredEvent,
  InvitationSentEvent,
  type InviteRequest,
  type Person,
  type ProjectInvitation,
  type ProjectMember,
  ProjectsErrors,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import { ApplicationsService } from '../applications/applications.service';
import { MembersService } from '../members/members.service';
import { PeopleService } from '../people/people.service';
import { ProjectFinder } from '../projects/project-finder';
import type { ProjectRecord } from '../projects/project-record';
import type { InvitationRecord } from './invitation-record';
import { toProjectInvitation } from './invitation.mapper';
import { AlreadyInvitedError, InvitationRepository } from './invitation.repository';

const CANDIDATES_SHOWN = 20;

/** Internal invitations (and their answers), external e-mail invitations and who may be invited. */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly projects: ProjectFinder,
    private readonly members: MembersService,
    private readonly applications: ApplicationsService,
    private readonly people: PeopleService,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Every invitee must exist and be eligible, or nobody is invited. */
  async invite(
    inviterId: string,
    projectId: string,
    request: InviteRequest,
  ): Promise<ProjectInvitation[]> {
    const project = await this.members.requireMember(projectId, inviterId);
    const inviteeIds = [...new Set(request.inviteeIds)];
    const person = await this.people.lookup([inviterId, ...inviteeIds]);
    const known = new Set((await this.people.findMany(inviteeIds)).map((found) => found.id));
    const unknown = inviteeIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new DomainError(ProjectsErrors.PERSON_NOT_FOUND, { details: { userIds: unknown } });
    const memberIds = new Set(await this.members.memberIds(projectId));
    const ineligible = inviteeIds.filter((id) => id === inviterId || memberIds.has(id));
    if (ineligible.length > 0) {
      throw new DomainError(ProjectsErrors.INVITEE_NOT_ELIGIBLE, {
        details: { userIds: ineligible },
      });
    }
    const role = request.role ?? DEFAULT_MEMBER_ROLE;
    const inviter = person(inviterId);
    const records = await this.unitOfWork
      .run(async () => {
        const sent: InvitationRecord[] = [];
        for (const inviteeId of inviteeIds) {
          const record = await this.invitations.insert({
            projectId,
            inviterId,
            inviteeId,
            role,
            message: request.message ?? null,
          });
          await this.outbox.add(
            InvitationSentEvent,
            { ...this.reference(project, record, inviter), message: record.message },
            { eventId: `invitation-sent-${record.id}` },
          );
          sent.push(record);
        }
        return sent;
      })
      .catch((error: unknown) => {
        throw error instanceof AlreadyInvitedError
          ? new DomainError(ProjectsErrors.INVITEE_NOT_ELIGIBLE)
          : error;
      });
    return records.map((record) => toProjectInvitation(record, project.title, person));
  }

  /** Mails go out through notifications, from the event; their preview names the creator. */
  async inviteByEmail(
    inviterId: string,
    projectId: string,
    request: ExternalInviteRequest,
  ): Promise<void> {
    const project = await this.members.requireMember(projectId, inviterId);
    const [inviter, creator] = await Promise.all([
      this.people.findOrUnknown(inviterId),
      this.people.findOrUnknown(project.creatorId),
    ]);
    const at = this.clock.now().toISOString();
    await this.unitOfWork.run(async () => {
      for (const invite of request.invites) {
        await this.outbox.add(ExternalInvitationSentEvent, {
          projectId,
          projectTitle: project.title,
          inviterId,
          inviterName: inviter.fullName,
          creatorName: creator.fullName,
          email: invite.email,
          name: invite.name,
          message: invite.message ?? null,
          at,
        });
      }
    });
  }

  /** The invitee joins with the invitation's role. */
  async accept(userId: string, invitationId: string): Promise<ProjectMember> {
    const { invitation, project } = await this.requireAnswerable(userId, invitationId);
    const member = await this.unitOfWork.run(async () => {
      const answered = await this.answer(project, invitation.id, 'accepted');
      await this.applications.dropPending(project.id, userId);
      return this.members.join({
        project,
        userId,
        role: answered.role,
        via: 'invitation',
        invitedBy: answered.inviterId,
      });
    });
    return this.members.toResponse(member, project.creatorId);
  }

  async decline(userId: string, invitationId: string): Promise<void> {
    const { invitation, project } = await this.requireAnswerable(userId, invitationId);
    await this.unitOfWork.run(() => this.answer(project, invitation.id, 'declined'));
  }

  async listMine(userId: string): Promise<ProjectInvitation[]> {
    return this.withDetails(await this.invitations.listPendingByInvitee(userId));
  }

  pendingRecords(projectId: string): Promise<InvitationRecord[]> {
    return this.invitations.listPendingByProject(projectId);
  }

  pendingRecordFor(projectId: string, inviteeId: string): Promise<InvitationRecord | null> {
    return this.invitations.findPending(projectId, inviteeId);
  }

  /** People the viewer may invite: not members, not invited (pending), not the viewer. */
  async candidates(viewerId: string, projectId: string, text: string): Promise<Person[]> {
    await this.members.requireMember(projectId, viewerId);
    const invited = (await this.invitations.listPendingByProject(projectId)).map(
      (i) => i.inviteeId,
    );
    const exclude = [viewerId, ...(await this.members.memberIds(projectId)), ...invited];
    return this.people.search(text, exclude, CANDIDATES_SHOWN);
  }

  private async requireAnswerable(
    userId: string,
    invitationId: string,
  ): Promise<{ invitation: InvitationRecord; project: ProjectRecord }> {
    const invitation = await this.invitations.findById(invitationId);
    if (!invitation || invitation.status !== 'pending') {
      throw new DomainError(ProjectsErrors.INVITATION_NOT_FOUND);
    }
    if (invitation.inviteeId !== userId) throw new DomainError(ProjectsErrors.NOT_INVITEE);
    return { invitation, project: await this.projects.require(invitation.projectId) };
  }

  private async answer(
    project: ProjectRecord,
    invitationId: string,
    answer: 'accepted' | 'declined',
  ): Promise<InvitationRecord> {
    const answered = await this.invitations.answer(invitationId, answer, this.clock.now());
    if (!answered) throw new DomainError(ProjectsErrors.INVITATION_NOT_FOUND);
    const inviter = await this.people.findOrUnknown(answered.inviterId);
    await this.outbox.add(
      InvitationAnsweredEvent,
      {
        ...this.reference(project, answered, inviter),
        at: (answered.answeredAt ?? this.clock.now()).toISOString(),
        answer,
      },
      { eventId: `invitation-answered-${answered.id}` },
    );
    return answered;
  }

  private reference(project: ProjectRecord, record: InvitationRecord, inviter: Person) {
    return {
      invitationId: record.id,
      projectId: project.id,
      projectTitle: project.title,
      inviterId: record.inviterId,
      inviterName: inviter.fullName,
      inviteeId: record.inviteeId,
      role: record.role,
      at: record.createdAt.toISOString(),
    };
  }

  private async withDetails(records: InvitationRecord[]): Promise<ProjectInvitation[]> {
    const projects = await this.projects.findMany(records.map((record) => record.projectId));
    const person = await this.people.lookup(
      records.flatMap((record) => [record.inviterId, record.inviteeId]),
    );
    return records.flatMap((record) => {
      const project = projects.get(record.projectId);
      return project ? [toProjectInvitation(record, project.title, person)] : [];
    });
  }
}
