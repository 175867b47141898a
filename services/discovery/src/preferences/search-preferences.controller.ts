import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import {
  SavedPreferencesSchema,
  SavePreferencesRequestSchema,
  SearchHistorySchema,
  type SavedPreferences,
  type SearchHistory,
  type SearchPreferences,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { SearchPreferencesService } from './search-preferences.service';

/** The signed-in user's own preferences and history: the token's user, never one named in a path. */
@Controller()
@UseGuards(JwtAuthGuard)
export class SearchPreferencesController {
  constructor(private readonly preferences: SearchPreferencesService) {}

  @Get('preferences')
  @ZodResponse(200, SavedPreferencesSchema)
  get(@CurrentUser() user: AuthenticatedUser): Promise<SavedPreferences> {
    return this.preferences.get(user.id);
  }

  @Put('preferences')
  @ZodResponse(200, SavedPreferencesSchema)
  save(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(SavePreferencesRequestSchema) preferences: SearchPreferences,
  ): Promise<SavedPreferences> {
    return this.preferences.save(user.id, preferences);
  }

  @Get('history')
  @ZodResponse(200, SearchHistorySchema)
  history(@CurrentUser() user: AuthenticatedUser): Promise<SearchHistory> {
    return this.preferences.history(user.id);
  }
}
