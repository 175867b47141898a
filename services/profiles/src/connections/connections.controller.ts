import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ConnectionRequestIdParamSchema,
  CreateConnectionRequestSchema,
  ListConnectionRequestsQuerySchema,
  type ConnectionRequest,
  type ConnectionRequestList,
  type CreateConnectionRequest,
  type ListConnectionRequestsQuery,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodQuery,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { ConnectionsService } from './connections.service';

@Controller('connections/requests')
@UseGuards(JwtAuthGuard)
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Post()
  send(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(CreateConnectionRequestSchema) body: CreateConnectionRequest,
  ): Promise<ConnectionRequest> {
    return this.connections.send(user.id, body.receiverId);
  }

  @Get()
  list(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(ListConnectionRequestsQuerySchema) query: ListConnectionRequestsQuery,
  ): Promise<ConnectionRequestList> {
    return this.connections.list(user.id, query);
  }

  @Post(':id/accept')
  @HttpCode(200)
  accept(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ConnectionRequestIdParamSchema) id: string,
  ): Promise<ConnectionRequest> {
    return this.connections.accept(user.id, id);
  }

  @Post(':id/decline')
  @HttpCode(200)
  decline(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ConnectionRequestIdParamSchema) id: string,
  ): Promise<ConnectionRequest> {
    return this.connections.decline(user.id, id);
  }
}
