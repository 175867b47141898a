import { Controller, Delete, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import {
  type AddMilestoneDependencyRequest,
  AddMilestoneDependencyRequestSchema,
  type CreateMilestoneRequest,
  CreateMilestoneRequestSchema,
  type Milestone,
  type MilestoneDependency,
  MilestoneDependencySchema,
  MilestoneSchema,
  type UpdateMilestoneRequest,
  UpdateMilestoneRequestSchema,
  WorkspaceIdParamSchema as Id,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodResponse,
} from '@filmcollab/service-kit';
import { z } from 'zod';
import { MilestonesService } from './milestones.service';

@Controller('projects/:projectId')
@UseGuards(JwtAuthGuard)
export class MilestonesController {
  constructor(private readonly milestones: MilestonesService) {}

  @Get('milestones')
  @ZodResponse(200, z.array(MilestoneSchema))
  list(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
  ): Promise<Milestone[]> {
    return this.milestones.list(user.id, projectId);
  }

  @Post('milestones')
  @ZodResponse(201, MilestoneSchema)
  create(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodBody(CreateMilestoneRequestSchema, { message: 'first-issue' }) body: CreateMilestoneRequest,
  ): Promise<Milestone> {
    return this.milestones.create(user.id, projectId, body);
  }

  @Patch('milestones/:milestoneId')
  @ZodResponse(200, MilestoneSchema)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('milestoneId', Id) milestoneId: string,
    @ZodBody(UpdateMilestoneRequestSchema, { message: 'first-issue' }) body: UpdateMilestoneRequest,
  ): Promise<Milestone> {
    return this.milestones.update(user.id, projectId, milestoneId, body);
  }

  @Delete('milestones/:milestoneId')
  @HttpCode(204)
  @ZodResponse(204)
  delete(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('milestoneId', Id) milestoneId: string,
  ): Promise<void> {
    return this.milestones.delete(user.id, projectId, milestoneId);
  }

  @Post('milestone-dependencies')
  @ZodResponse(201, MilestoneDependencySchema)
  addDependency(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodBody(AddMilestoneDependencyRequestSchema) body: AddMilestoneDependencyRequest,
  ): Promise<MilestoneDependency> {
    return this.milestones.addDependency(user.id, projectId, body);
  }

  @Delete('milestone-dependencies/:dependencyId')
  @HttpCode(204)
  @ZodResponse(204)
  removeDependency(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('dependencyId', Id) dependencyId: string,
  ): Promise<void> {
    return this.milestones.removeDependency(user.id, projectId, dependencyId);
  }
}
