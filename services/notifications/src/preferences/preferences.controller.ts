import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import {
  NotificationPreferencesSchema,
  UpdateNotificationPreferencesSchema,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { PreferencesService } from './preferences.service';

@Controller('preferences')
@UseGuards(JwtAuthGuard)
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  @ZodResponse(200, NotificationPreferencesSchema)
  get(@CurrentUser() user: AuthenticatedUser): Promise<NotificationPreferences> {
    return this.preferences.get(user.id);
  }

  @Put()
  @ZodResponse(200, NotificationPreferencesSchema)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(UpdateNotificationPreferencesSchema) body: UpdateNotificationPreferences,
  ): Promise<NotificationPreferences> {
    return this.preferences.update(user.id, body);
  }
}
