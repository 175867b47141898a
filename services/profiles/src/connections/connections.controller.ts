import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ConnectedUserIdParamSchema,
  ConnectionRequestIdParamSchema,
  ConnectionRequestListSchema,
  ConnectionRequestSchema,
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
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { ConnectionsService } from './connections.service';

@Controller('connections')
@UseGuards(JwtAuthGuard)
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Post('requests')
  @ZodResponse(201, ConnectionRequestSchema)
  send(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(CreateConnectionRequestSchema) body: CreateConnectionRequest,
  ): Promise<ConnectionRequest> {
    return this.connections.send(user.id, body.receiverId);
  }

  @Get('requests')
  @ZodResponse(200, ConnectionRequestListSchema)
  list(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(ListConnectionRequestsQuerySchema) query: ListConnectionRequestsQuery,
  ): Promise<ConnectionRequestList> {
    return this.connections.list(user.id, query);
  }

  @Post('requests/:id/accept')
  @HttpCode(200)
  @ZodResponse(200, ConnectionRequestSchema)
  accept(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ConnectionRequestIdParamSchema) id: string,
  ): Promise<ConnectionRequest> {
    return this.connections.accept(user.id, id);
  }

  @Post('requests/:id/decline')
  @HttpCode(200)
  @ZodResponse(200, ConnectionRequestSchema)
  decline(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ConnectionRequestIdParamSchema) id: string,
  ): Promise<ConnectionRequest> {
    return this.connections.decline(user.id, id);
  }

  @Delete(':userId')
  @HttpCode(204)
  @ZodResponse(204)
  remove(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('userId', ConnectedUserIdParamSchema) otherUserId: string,
  ): Promise<void> {
    return this.connections.remove(user.id, otherUserId);
  }
}
