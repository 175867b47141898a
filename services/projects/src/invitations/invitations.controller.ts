import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ExternalInviteRequestSchema,
  InvitationIdParamSchema,
  InvitationListSchema,
  InviteCandidatesQuerySchema,
  InviteRequestSchema,
  PersonListSchema,
  ProjectIdParamSchema,
  ProjectMemberSchema,
  type ExternalInviteRequest,
  type InvitationList,
  type InviteRequest,
  type PersonList,
  type ProjectMember,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodQuery,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import type { z } from 'zod';
import { InvitationsService } from './invitations.service';

@Controller()
@UseGuards(JwtAuthGuard)
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get('invitations/mine')
  @ZodResponse(200, InvitationListSchema)
  async mine(@CurrentUser() user: AuthenticatedUser): Promise<InvitationList> {
    return { invitations: await this.invitations.listMine(user.id) };
  }

  @Post('invitations/:invitationId/accept')
  @HttpCode(200)
  @ZodResponse(200, ProjectMemberSchema)
  accept(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('invitationId', InvitationIdParamSchema) invitationId: string,
  ): Promise<ProjectMember> {
    return this.invitations.accept(user.id, invitationId);
  }

  @Post('invitations/:invitationId/decline')
  @HttpCode(204)
  @ZodResponse(204)
  decline(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('invitationId', InvitationIdParamSchema) invitationId: string,
  ): Promise<void> {
    return this.invitations.decline(user.id, invitationId);
  }

  @Post(':id/invitations')
  @ZodResponse(201, InvitationListSchema)
  async invite(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodBody(InviteRequestSchema, { message: 'first-issue' }) body: InviteRequest,
  ): Promise<InvitationList> {
    return { invitations: await this.invitations.invite(user.id, projectId, body) };
  }

  @Post(':id/external-invitations')
  @HttpCode(202)
  @ZodResponse(202)
  inviteByEmail(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodBody(ExternalInviteRequestSchema, { message: 'first-issue' }) body: ExternalInviteRequest,
  ): Promise<void> {
    return this.invitations.inviteByEmail(user.id, projectId, body);
  }

  @Get(':id/invite-candidates')
  @ZodResponse(200, PersonListSchema)
  async candidates(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodQuery(InviteCandidatesQuerySchema) query: z.infer<typeof InviteCandidatesQuerySchema>,
  ): Promise<PersonList> {
    return { people: await this.invitations.candidates(user.id, projectId, query.q) };
  }
}
