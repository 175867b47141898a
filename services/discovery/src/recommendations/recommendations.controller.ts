import { Controller, Get, UseGuards } from '@nestjs/common';
import { RecommendationListSchema, type RecommendationList } from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { RecommendationsService } from './recommendations.service';

@Controller()
@UseGuards(JwtAuthGuard)
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Get('recommendations')
  @ZodResponse(200, RecommendationListSchema)
  list(@CurrentUser() user: AuthenticatedUser): Promise<RecommendationList> {
    return this.recommendations.forUser(user.id);
  }
}
