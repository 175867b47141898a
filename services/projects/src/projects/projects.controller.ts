import { Controller, Delete, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import {
  CreateProjectRequestSchema,
  ExplorePageSchema,
  ExploreQuerySchema,
  ProjectDetailSchema,
  ProjectIdParamSchema,
  ProjectListSchema,
  ProjectSchema,
  UpdateProjectRequestSchema,
  type CreateProjectRequest,
  type ExplorePage,
  type Project,
  type ProjectDetail,
  type ProjectList,
  type UpdateProjectRequest,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  OptionalCurrentUser,
  OptionalJwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodQuery,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import type { z } from 'zod';
import { ProjectDetailService } from './project-detail.service';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly details: ProjectDetailService,
  ) {}

  @Post()
  @UseGuards(JwtAuthGuard)
  @ZodResponse(201, ProjectSchema)
  create(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(CreateProjectRequestSchema) body: CreateProjectRequest,
  ): Promise<Project> {
    return this.projects.create(user.id, body);
  }

  @Get('mine')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, ProjectListSchema)
  async mine(@CurrentUser() user: AuthenticatedUser): Promise<ProjectList> {
    return { projects: await this.projects.mine(user.id) };
  }

  @Get('explore')
  @UseGuards(OptionalJwtAuthGuard)
  @ZodResponse(200, ExplorePageSchema)
  explore(
    @ZodQuery(ExploreQuerySchema) query: z.infer<typeof ExploreQuerySchema>,
  ): Promise<ExplorePage> {
    return this.projects.explore(query);
  }

  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  @ZodResponse(200, ProjectDetailSchema)
  detail(
    @OptionalCurrentUser() user: AuthenticatedUser | null,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
  ): Promise<ProjectDetail> {
    return this.details.get(projectId, user?.id ?? null);
  }

  @Patch(':id')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, ProjectSchema)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodBody(UpdateProjectRequestSchema, { message: 'first-issue' }) body: UpdateProjectRequest,
  ): Promise<Project> {
    return this.projects.update(user.id, projectId, body);
  }

  @Post(':id/explore')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  @ZodResponse(200, ProjectSchema)
  postToExplore(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
  ): Promise<Project> {
    return this.projects.postToExplore(user.id, projectId);
  }

  @Delete(':id/explore')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, ProjectSchema)
  removeFromExplore(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
  ): Promise<Project> {
    return this.projects.removeFromExplore(user.id, projectId);
  }
}
