import { Controller, Get } from '@nestjs/common';
import {
  ContestRoundSchema,
  type ContestRound,
  CurrentRoundResponseSchema,
  type CurrentRoundResponse,
  RoundListResponseSchema,
  type RoundListResponse,
} from '@filmcollab/contracts';
import { ZodParam, ZodResponse } from '@filmcollab/service-kit';
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
}
