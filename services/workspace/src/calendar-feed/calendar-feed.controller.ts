import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  type CalendarFeed,
  CalendarFeedSchema,
  WorkspaceIdParamSchema as Id,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodParam,
  ZodResponse,
} from '@filmcollab/service-kit';
import { CalendarFeedService } from './calendar-feed.service';

@Controller('projects/:projectId/calendar-feed')
@UseGuards(JwtAuthGuard)
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get()
  @ZodResponse(200, CalendarFeedSchema)
  feed(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
  ): Promise<CalendarFeed> {
    return this.feeds.feedOf(user.id, projectId);
  }

  @Post('rotate')
  @HttpCode(200)
  @ZodResponse(200, CalendarFeedSchema)
  rotate(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
  ): Promise<CalendarFeed> {
    return this.feeds.rotate(user.id, projectId);
  }

  @Delete()
  @HttpCode(204)
  @ZodResponse(204)
  revoke(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
  ): Promise<void> {
    return this.feeds.revoke(user.id, projectId);
  }
}
