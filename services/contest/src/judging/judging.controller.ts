import { Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  CONTEST_FORMULA_TEXT,
  CONTEST_RUBRIC,
  ContestRoundSchema,
  type ContestRound,
  JudgeScoreRequestSchema,
  type JudgeScoreRequest,
  JudgeScoreResponseSchema,
  type JudgeScoreResponse,
  LeaderboardResponseSchema,
  type LeaderboardResponse,
  RUBRIC_MAX,
  RUBRIC_MIN,
  RubricResponseSchema,
  type RubricResponse,
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
import { RoundIdParamSchema } from '../rounds/rounds.controller';
import { JudgingService } from './judging.service';

@Controller()
export class JudgingController {
  constructor(private readonly judging: JudgingService) {}

  @Get('rubric')
  @ZodResponse(200, RubricResponseSchema)
  rubric(): RubricResponse {
    return {
      criteria: CONTEST_RUBRIC.map((c) => ({ ...c })),
      min: RUBRIC_MIN,
      max: RUBRIC_MAX,
      formula: CONTEST_FORMULA_TEXT,
    };
  }

  @Get('rounds/:roundId/leaderboard')
  @ZodResponse(200, LeaderboardResponseSchema)
  leaderboard(
    @ZodParam('roundId', RoundIdParamSchema) roundId: string,
  ): Promise<LeaderboardResponse> {
    return this.judging.leaderboard(roundId);
  }

  /**
   * Operators (realm role `contest-admin`, checked in the service) end the round's current stage
   * now; here rather than with the rounds because closing freezes the leaderboard.
   */
  @Post('rounds/:roundId/advance')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  @ZodResponse(200, ContestRoundSchema)
  advance(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('roundId', RoundIdParamSchema) roundId: string,
  ): Promise<ContestRound> {
    return this.judging.advance(user.roles, roundId);
  }

  /** Realm role `judge` only (checked in the service). */
  @Put('films/:filmId/judge-score')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, JudgeScoreResponseSchema)
  score(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('filmId', FilmIdParamSchema) filmId: string,
    @ZodBody(JudgeScoreRequestSchema) body: JudgeScoreRequest,
  ): Promise<JudgeScoreResponse> {
    return this.judging.score(user, filmId, body);
  }
}
