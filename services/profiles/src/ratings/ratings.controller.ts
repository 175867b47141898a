import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  CreateRatingRequestSchema,
  CreateRatingResponseSchema,
  RelationshipResponseSchema,
  ProfileIdParamSchema,
  type CreateRatingRequest,
  type CreateRatingResponse,
  type RelationshipResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { RatingsService } from './ratings.service';

@Controller(':id')
@UseGuards(JwtAuthGuard)
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Get('relationship')
  @ZodResponse(200, RelationshipResponseSchema)
  relationship(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProfileIdParamSchema) id: string,
  ): Promise<RelationshipResponse> {
    return this.ratings.relationship(user.id, id);
  }

  @Post('ratings')
  @ZodResponse(201, CreateRatingResponseSchema)
  rate(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProfileIdParamSchema) id: string,
    @ZodBody(CreateRatingRequestSchema) body: CreateRatingRequest,
  ): Promise<CreateRatingResponse> {
    return this.ratings.rate(user.id, id, body);
  }
}
