import { Controller, Put, UseGuards } from '@nestjs/common';
import {
  RateFilmRequestSchema,
  type RateFilmRequest,
  RateFilmResponseSchema,
  type RateFilmResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { FilmIdParamSchema } from '../films/film-id-param';
import { RatingsService } from './ratings.service';

@Controller('films')
@UseGuards(JwtAuthGuard)
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Put(':filmId/rating')
  @ZodResponse(200, RateFilmResponseSchema)
  rate(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('filmId', FilmIdParamSchema) filmId: string,
    @ZodBody(RateFilmRequestSchema) body: RateFilmRequest,
  ): Promise<RateFilmResponse> {
    return this.ratings.rate(user.id, filmId, body.rating);
  }
}
