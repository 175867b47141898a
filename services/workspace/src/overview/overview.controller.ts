import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  type WorkspaceSummary,
  WorkspaceSummarySchema,
  WorkspaceIdParamSchema as Id,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodParam,
  ZodResponse,
} from '@filmcollab/service-kit';
import { OverviewService } from './overview.service';

@Controller('projects/:projectId')
@UseGuards(JwtAuthGuard)
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get()
  @ZodResponse(200, WorkspaceSummarySchema)
  summary(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
  ): Promise<WorkspaceSummary> {
    return this.overview.summary(user.id, projectId);
  }
}
