import { Controller, Delete, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  type CalendarFeed,
  CalendarFeedSchema,
  identifier,
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

/** The feed itself: public, the secret token in its path is the credential. */
@Controller('calendar')
export class CalendarFeedFileController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get(':file')
  async file(
    @ZodParam('file', identifier(120)) file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const text = await this.feeds.render(file);
    // Set only on success: a refusal is the usual JSON error body.
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Cache-Control', 'private, max-age=300');
    return text;
  }
}
