import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  type TagSuggestions,
  TagSuggestionsQuerySchema,
  TagSuggestionsSchema,
} from '@filmcollab/contracts';
import { JwtAuthGuard, ZodQuery, ZodResponse } from '@filmcollab/service-kit';
import { TagsService } from './tags.service';

@Controller('tags')
@UseGuards(JwtAuthGuard)
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get()
  @ZodResponse(200, TagSuggestionsSchema)
  async suggestions(
    @ZodQuery(TagSuggestionsQuerySchema) query: { prefix: string },
  ): Promise<TagSuggestions> {
    return { tags: await this.tags.suggestions(query.prefix) };
  }
}
