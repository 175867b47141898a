import { Controller, Delete, HttpCode, Post, UseGuards } from '@nestjs/common';
import { MemberUserIdParamSchema, ProjectIdParamSchema } from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodParam,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { MembersService } from './members.service';

@Controller()
@UseGuards(JwtAuthGuard)
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Delete(':id/members/:userId')
  @HttpCode(204)
  @ZodResponse(204)
  remove(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodParam('userId', MemberUserIdParamSchema) userId: string,
  ): Promise<void> {
    return this.members.remove(user.id, projectId, userId);
  }

  @Post(':id/leave')
  @HttpCode(204)
  @ZodResponse(204)
  leave(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
  ): Promise<void> {
    return this.members.leave(user.id, projectId);
  }
}
