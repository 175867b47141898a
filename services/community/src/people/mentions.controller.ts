import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  type MentionSuggestions,
  MentionSuggestionsQuerySchema,
  MentionSuggestionsSchema,
} from '@filmcollab/contracts';
import { JwtAuthGuard, ZodQuery, ZodResponse } from '@filmcollab/service-kit';
import { PeopleService } from './people.service';

@Controller('mentions')
@UseGuards(JwtAuthGuard)
export class MentionsController {
  constructor(private readonly people: PeopleService) {}

  @Get()
  @ZodResponse(200, MentionSuggestionsSchema)
  async suggestions(
    @ZodQuery(MentionSuggestionsQuerySchema) query: { q: string },
  ): Promise<MentionSuggestions> {
    return { users: await this.people.mentionSuggestions(query.q) };
  }
}
