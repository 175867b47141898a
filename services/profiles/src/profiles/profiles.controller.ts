import { Controller, Get, Patch, UseGuards } from '@nestjs/common';
import {
  MyProfileSchema,
  ProfileIdParamSchema,
  ProfileSchema,
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
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { ProfilesService } from './profiles.service';

/** Profile pages are for signed-in users (spec: most screens need sign-in), so every route needs a token. */
@Controller()
@UseGuards(JwtAuthGuard)
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get('me')
  @ZodResponse(200, MyProfileSchema)
  me(@CurrentUser() user: AuthenticatedUser): Promise<MyProfile> {
    return this.profiles.getMine(user);
  }

  /** Only the owner edits: the profile is the token's user, never one named in the path. */
  @Patch('me')
  @ZodResponse(200, MyProfileSchema)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(UpdateProfileRequestSchema) changes: UpdateProfileRequest,
  ): Promise<MyProfile> {
    return this.profiles.updateMine(user.id, changes);
  }

  @Get('by-username/:username')
  @ZodResponse(200, ProfileSchema)
  byUsername(@ZodParam('username', UsernameParamSchema) username: string): Promise<Profile> {
    return this.profiles.getByUsername(username);
  }

  @Get(':id')
  @ZodResponse(200, ProfileSchema)
  byId(@ZodParam('id', ProfileIdParamSchema) id: string): Promise<Profile> {
    return this.profiles.getById(id);
  }
}
