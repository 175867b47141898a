import { Injectable } from '@nestjs/common';
import type { MySpaceProjectList, Project } from '@filmcollab/contracts';
import { MembershipsRepository } from '../read-models/memberships.repository';
import { ProjectsRepository } from '../read-models/projects.repository';

const MAX_PROJECTS = 200;

/** My Space: the user's created projects and those they collaborate on, with member counts. */
@Injectable()
export class MySpaceService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly memberships: MembershipsRepository,
  ) {}

  async created(userId: string): Promise<MySpaceProjectList> {
    return this.withCounts(await this.projects.createdBy(userId, MAX_PROJECTS));
  }

  /** Projects the user is an active member of but did not create (spec 02 §6). */
  async collaborated(userId: string): Promise<MySpaceProjectList> {
    const ids = await this.memberships.activeProjectIds(userId, MAX_PROJECTS);
    return this.withCounts(await this.projects.findManyNotCreatedBy(ids, userId));
  }

  private async withCounts(projects: Project[]): Promise<MySpaceProjectList> {
    const counts = await this.memberships.countActive(projects.map((project) => project.id));
    return {
      projects: projects.map((project) => ({ project, memberCount: counts.get(project.id) ?? 0 })),
    };
  }
}
