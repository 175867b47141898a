import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ClaimVipRequestSchema,
  ContestViewerResponseSchema,
  type ContestViewerResponse,
  type ClaimVipRequest,
  VipClaimListResponseSchema,
  type VipClaimListResponse,
  VipStatusResponseSchema,
  type VipStatusResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  OptionalCurrentUser,
  OptionalJwtAuthGuard,
  ZodBody,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { VipService } from './vip.service';

@Controller()
export class VipController {
  constructor(private readonly vip: VipService) {}

  /** Public: a visitor's click is logged with its session id only. */
  @Post('vip-claims')
  @UseGuards(OptionalJwtAuthGuard)
  @HttpCode(204)
  @ZodResponse(204)
  claim(
    @OptionalCurrentUser() user: AuthenticatedUser | null,
    @ZodBody(ClaimVipRequestSchema) body: ClaimVipRequest,
  ): Promise<void> {
    return this.vip.claim(user, body.sessionId);
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, ContestViewerResponseSchema)
  viewer(@CurrentUser() user: AuthenticatedUser): Promise<ContestViewerResponse> {
    return this.vip.viewer(user);
  }

  @Get('vip-claims/me')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, VipStatusResponseSchema)
  status(@CurrentUser() user: AuthenticatedUser): Promise<VipStatusResponse> {
    return this.vip.status(user.id);
  }

  /** The VIP list for operators: realm role `contest-admin`. */
  @Get('admin/vip-claims')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, VipClaimListResponseSchema)
  export(@CurrentUser() user: AuthenticatedUser): Promise<VipClaimListResponse> {
    return this.vip.export(user);
  }
}
