import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ContestRoundSchema,
  type ContestRound,
  CurrentRoundResponseSchema,
  type CurrentRoundResponse,
  RoundListResponseSchema,
  type RoundListResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodParam,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { z } from 'zod';
import { RoundsService } from './rounds.service';

export const RoundIdParamSchema = z.string().regex(/^\d{4}-\d{2}$/, { error: 'Unknown round.' });

@Controller('rounds')
export class RoundsController {
  constructor(private readonly rounds: RoundsService) {}

  @Get('current')
  @ZodResponse(200, CurrentRoundResponseSchema)
  async current(): Promise<CurrentRoundResponse> {
    return { round: await this.rounds.current() };
  }

  @Get()
  @ZodResponse(200, RoundListResponseSchema)
  async list(): Promise<RoundListResponse> {
    return { rounds: await this.rounds.list() };
  }

  @Get(':roundId')
  @ZodResponse(200, ContestRoundSchema)
  get(@ZodParam('roundId', RoundIdParamSchema) roundId: string): Promise<ContestRound> {
    return this.rounds.get(roundId);
  }

  /** Operators (realm role `contest-admin`) end the round's current stage now. */
  @Post(':roundId/advance')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  @ZodResponse(200, ContestRoundSchema)
  advance(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('roundId', RoundIdParamSchema) roundId: string,
  ): Promise<ContestRound> {
    return this.rounds.advance(user.roles, roundId);
  }
}
