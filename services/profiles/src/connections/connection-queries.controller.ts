import { Controller } from '@nestjs/common';
import { ConnectionExistsQuery, type QueryRequest } from '@filmcollab/contracts';
import { AnswerQuery } from '@filmcollab/service-kit';
import { ConnectionsService } from './connections.service';

@Controller()
export class ConnectionQueriesController {
  constructor(private readonly connections: ConnectionsService) {}

  @AnswerQuery(ConnectionExistsQuery)
  async exists(request: QueryRequest<typeof ConnectionExistsQuery>) {
    return { connected: await this.connections.areConnected(request.userId, request.otherUserId) };
  }
}
