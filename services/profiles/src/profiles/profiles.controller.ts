import { Controller, Get, Patch, UseGuards } from '@nestjs/common';
import {
  ProfileIdParamSchema,
  UpdateProfileRequestSchema,
  UsernameParamSchema,
  type MyProfile,
  type Profile,
  type UpdateProfileRequest,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { ProfilesService } from './profiles.service';

/** Profile pages are for signed-in users (spec: most screens need sign-in), so every route needs a token. */
@Controller()
@UseGuards(JwtAuthGuard)
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser): Promise<MyProfile> {
    return this.profiles.getMine(user);
  }

  /** Only the owner edits: the profile is the token's user, never one named in the path. */
  @Patch('me')
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(UpdateProfileRequestSchema) changes: UpdateProfileRequest,
  ): Promise<MyProfile> {
    return this.profiles.updateMine(user.id, changes);
  }

  @Get('by-username/:username')
  byUsername(@ZodParam('username', UsernameParamSchema) username: string): Promise<Profile> {
    return this.profiles.getByUsername(username);
  }

  @Get(':id')
  byId(@ZodParam('id', ProfileIdParamSchema) id: string): Promise<Profile> {
    return this.profiles.getById(id);
  }
}
