import { Injectable } from '@nestjs/common';
import type { ProjectDetail, ViewerRelation } from '@filmcollab/contracts';
import { toProjectApplication } from '../applications/application.mapper';
import { ApplicationsService } from '../applications/applications.service';
import { AuditService } from '../audit/audit.service';
import { toProjectInvitation } from '../invitations/invitation.mapper';
import { InvitationsService } from '../invitations/invitations.service';
import { present } from '../members/member.mapper';
import { MembersService } from '../members/members.service';
import { PeopleService } from '../people/people.service';
import { ProjectFinder } from './project-finder';
import { toProject } from './project.mapper';

/**
 * The project page (public): the project, its team, and what the viewer may see and do. The
 * project's busiest read, so its rows are read at once and everybody shown is looked up in one go.
 */
@Injectable()
export class ProjectDetailService {
  constructor(
    private readonly projects: ProjectFinder,
    private readonly members: MembersService,
    private readonly applications: ApplicationsService,
    private readonly invitations: InvitationsService,
    private readonly audit: AuditService,
    private readonly people: PeopleService,
  ) {}

  async get(projectId: string, viewerId: string | null): Promise<ProjectDetail> {
    const project = await this.projects.require(projectId);
    const isCreator = viewerId === project.creatorId;
    const other = viewerId !== null && !isCreator ? viewerId : null;
    const [members, applications, invitations, ownApplication, ownInvitation, latestAudit] =
      await Promise.all([
        this.members.records(project.id),
        isCreator ? this.applications.pendingRecords(project.id) : [],
        isCreator ? this.invitations.pendingRecords(project.id) : [],
        other ? this.applications.pendingRecord(project.id, other) : null,
        other ? this.invitations.pendingRecordFor(project.id, other) : null,
        other ? this.audit.latest(project.id, other) : null,
      ]);
    const person = await this.people.lookup([
      project.creatorId,
      ...members.map((member) => member.userId),
      ...[...applications, ...(ownApplication ? [ownApplication] : [])].map((a) => a.userId),
      ...[...invitations, ...(ownInvitation ? [ownInvitation] : [])].flatMap((i) => [
        i.inviterId,
        i.inviteeId,
      ]),
    ]);
    const team = present(project, members, person);
    const membership = viewerId
      ? (team.find((member) => member.userId === viewerId) ?? null)
      : null;
    const relation: ViewerRelation = !viewerId
      ? 'signed_out'
      : isCreator
        ? 'creator'
        : membership
          ? 'member'
          : 'non_member';
    return {
      project: toProject(project),
      creator: person(project.creatorId),
      members: team,
      applications: applications.map((a) => toProjectApplication(a, person(a.userId))),
      invitations: invitations.map((i) => toProjectInvitation(i, project.title, person)),
      viewer: {
        relation,
        membership,
        application: ownApplication
          ? toProjectApplication(ownApplication, person(ownApplication.userId))
          : null,
        invitation: ownInvitation
          ? toProjectInvitation(ownInvitation, project.title, person)
          : null,
        latestAudit,
      },
    };
  }
}
