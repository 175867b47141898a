import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  ConnectionExistsQuery,
  type QueryRequest,
  type QueryResponse,
} from '@filmcollab/contracts';
import { ZodPayload } from '@filmcollab/service-kit';
import { ConnectionsService } from './connections.service';

@Controller()
export class ConnectionQueriesController {
  constructor(private readonly connections: ConnectionsService) {}

  @MessagePattern(ConnectionExistsQuery.subject)
  async exists(
    @ZodPayload(ConnectionExistsQuery.request) request: QueryRequest<typeof ConnectionExistsQuery>,
  ): Promise<QueryResponse<typeof ConnectionExistsQuery>> {
    return { connected: await this.connections.areConnected(request.userId, request.otherUserId) };
  }
}
