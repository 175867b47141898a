import { Injectable } from '@nestjs/common';
import { ProjectsErrors } from '@filmcollab/contracts';
import { DomainError } from '@filmcollab/service-kit';
import type { ProjectRecord } from './project-record';
import { ProjectRepository } from './project.repository';

/** Reading projects for the other features (members, applications, invitations, opportunities). */
@Injectable()
export class ProjectFinder {
  constructor(private readonly projects: ProjectRepository) {}

  /** The project, or 404 `PROJECT_NOT_FOUND`. */
  async require(id: string): Promise<ProjectRecord> {
    const project = await this.projects.findById(id);
    if (!project) throw new DomainError(ProjectsErrors.PROJECT_NOT_FOUND);
    return project;
  }

  /** The project if `userId` created it; 404 when it does not exist, 403 `NOT_PROJECT_CREATOR` otherwise. */
  async requireCreatedBy(id: string, userId: string, message?: string): Promise<ProjectRecord> {
    const project = await this.require(id);
    if (project.creatorId !== userId) {
      throw new DomainError(ProjectsErrors.NOT_PROJECT_CREATOR, message ? { message } : undefined);
    }
    return project;
  }

  async findMany(ids: string[]): Promise<Map<string, ProjectRecord>> {
    return new Map((await this.projects.findMany(ids)).map((project) => [project.id, project]));
  }
}
