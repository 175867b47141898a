import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  DiscoverySearchQuerySchema,
  SearchResponseSchema,
  type DiscoverySearchQuery,
  type SearchResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodQuery,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { SearchService } from './search.service';

/** Searches need a signed-in user (spec 02 §6). */
@Controller()
@UseGuards(JwtAuthGuard)
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  @Get('search')
  @ZodResponse(200, SearchResponseSchema)
  search(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(DiscoverySearchQuerySchema) query: DiscoverySearchQuery,
  ): Promise<SearchResponse> {
    return this.searches.search(user.id, query);
  }
}
