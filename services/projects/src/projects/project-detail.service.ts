import { Injectable } from '@nestjs/common';
import type { ProjectDetail, ViewerRelation } from '@filmcollab/contracts';
import { ApplicationsService } from '../applications/applications.service';
import { AuditService } from '../audit/audit.service';
import { InvitationsService } from '../invitations/invitations.service';
import { MembersService } from '../members/members.service';
import { PeopleService } from '../people/people.service';
import { ProjectFinder } from './project-finder';
import { toProject } from './project.mapper';

/** The project page (public): the project, its team, and what the viewer may see and do. */
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
    const [creator, members, applications, invitations] = await Promise.all([
      this.people.findOrUnknown(project.creatorId),
      this.members.list(project),
      isCreator ? this.applications.listPending(project.id) : [],
      isCreator ? this.invitations.listPending(project.id) : [],
    ]);
    const membership = viewerId
      ? (members.find((member) => member.userId === viewerId) ?? null)
      : null;
    const [application, invitation, latestAudit] = viewerId
      ? await Promise.all([
          this.applications.findPending(project.id, viewerId),
          this.invitations.findPendingFor(project.id, viewerId),
          this.audit.latest(project.id, viewerId),
        ])
      : [null, null, null];
    const relation: ViewerRelation = !viewerId
      ? 'signed_out'
      : isCreator
        ? 'creator'
        : membership
          ? 'member'
          : 'non_member';
    return {
      project: toProject(project),
      creator,
      members,
      applications,
      invitations,
      viewer: { relation, membership, application, invitation, latestAudit },
    };
  }
}
