import { Controller, Delete, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApplicationIdParamSchema,
  ApplyRequestSchema,
  ProjectApplicationSchema,
  ProjectIdParamSchema,
  ProjectMemberSchema,
  type ApplyRequest,
  type ProjectApplication,
  type ProjectMember,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { ApplicationsService } from './applications.service';

@Controller()
@UseGuards(JwtAuthGuard)
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post(':id/applications')
  @ZodResponse(201, ProjectApplicationSchema)
  apply(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodBody(ApplyRequestSchema) body: ApplyRequest,
  ): Promise<ProjectApplication> {
    return this.applications.apply(user.id, projectId, body);
  }

  @Delete(':id/applications/mine')
  @HttpCode(204)
  @ZodResponse(204)
  withdraw(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
  ): Promise<void> {
    return this.applications.withdraw(user.id, projectId);
  }

  @Post(':id/applications/:applicationId/accept')
  @HttpCode(200)
  @ZodResponse(200, ProjectMemberSchema)
  accept(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodParam('applicationId', ApplicationIdParamSchema) applicationId: string,
  ): Promise<ProjectMember> {
    return this.applications.accept(user.id, projectId, applicationId);
  }

  @Post(':id/applications/:applicationId/reject')
  @HttpCode(204)
  @ZodResponse(204)
  reject(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodParam('applicationId', ApplicationIdParamSchema) applicationId: string,
  ): Promise<void> {
    return this.applications.reject(user.id, projectId, applicationId);
  }
}
