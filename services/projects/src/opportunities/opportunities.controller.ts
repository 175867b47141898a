import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  CreateOpportunityRequestSchema,
  OpportunityIdParamSchema,
  OpportunityListQuerySchema,
  OpportunityPageSchema,
  OpportunitySchema,
  ProjectIdParamSchema,
  type CreateOpportunityRequest,
  type Opportunity,
  type OpportunityPage,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodQuery,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import type { z } from 'zod';
import { OpportunitiesService } from './opportunities.service';

type OpportunityListQuery = z.infer<typeof OpportunityListQuerySchema>;

@Controller()
export class OpportunitiesController {
  constructor(private readonly opportunities: OpportunitiesService) {}

  @Get('opportunities')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, OpportunityPageSchema)
  list(
    @ZodQuery(OpportunityListQuerySchema) query: OpportunityListQuery,
  ): Promise<OpportunityPage> {
    return this.opportunities.list(query);
  }

  @Get('opportunities/:opportunityId')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, OpportunitySchema)
  get(@ZodParam('opportunityId', OpportunityIdParamSchema) id: string): Promise<Opportunity> {
    return this.opportunities.get(id);
  }

  @Delete('opportunities/:opportunityId')
  @UseGuards(JwtAuthGuard)
  @HttpCode(204)
  @ZodResponse(204)
  withdraw(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('opportunityId', OpportunityIdParamSchema) id: string,
  ): Promise<void> {
    return this.opportunities.withdraw(user.id, id);
  }

  /** Public like the project page it belongs to. */
  @Get(':id/opportunities')
  @UseGuards(OptionalJwtAuthGuard)
  @ZodResponse(200, OpportunityPageSchema)
  listOfProject(
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodQuery(OpportunityListQuerySchema) query: OpportunityListQuery,
  ): Promise<OpportunityPage> {
    return this.opportunities.list(query, projectId);
  }

  @Post(':id/opportunities')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(201, OpportunitySchema)
  post(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ProjectIdParamSchema) projectId: string,
    @ZodBody(CreateOpportunityRequestSchema) body: CreateOpportunityRequest,
  ): Promise<Opportunity> {
    return this.opportunities.post(user.id, projectId, body);
  }
}
