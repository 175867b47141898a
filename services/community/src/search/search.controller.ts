import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  type SearchQuery,
  SearchQuerySchema,
  type SearchResult,
  SearchResultSchema,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodQuery,
  ZodResponse,
} from '@filmcollab/service-kit';
import { SearchService } from './search.service';

@Controller('search')
@UseGuards(JwtAuthGuard)
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @ZodResponse(200, SearchResultSchema)
  find(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(SearchQuerySchema) query: SearchQuery,
  ): Promise<SearchResult> {
    return this.search.search(user.id, query);
  }
}
