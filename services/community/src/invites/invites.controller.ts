import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  type FriendInviteRequest,
  FriendInviteRequestSchema,
  type FriendInviteResponse,
  FriendInviteResponseSchema,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodResponse,
} from '@filmcollab/service-kit';
import { InvitesService } from './invites.service';

@Controller('invites')
@UseGuards(JwtAuthGuard)
export class InvitesController {
  constructor(private readonly invites: InvitesService) {}

  @Post()
  @HttpCode(200)
  @ZodResponse(200, FriendInviteResponseSchema)
  send(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(FriendInviteRequestSchema, { message: 'first-issue' }) body: FriendInviteRequest,
  ): Promise<FriendInviteResponse> {
    return this.invites.send(user.id, body);
  }
}
