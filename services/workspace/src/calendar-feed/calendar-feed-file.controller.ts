import { Controller, Get, Res } from '@nestjs/common';
import { identifier } from '@filmcollab/contracts';
import { ZodParam, ZodResponse } from '@filmcollab/service-kit';
import type { FastifyReply } from 'fastify';
import { CalendarFeedService } from './calendar-feed.service';

/** The feed itself: public, the secret token in its path is the credential. */
@Controller('calendar')
export class CalendarFeedFileController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get(':file')
  @ZodResponse(200, undefined, { description: 'The feed: text/calendar (RFC 5545).' })
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
