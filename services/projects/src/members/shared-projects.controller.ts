import { Controller } from '@nestjs/common';
import { type QueryRequest, SharedProjectsQuery } from '@filmcollab/contracts';
import { AnswerQuery } from '@filmcollab/service-kit';
import { MembersService } from './members.service';

@Controller()
export class SharedProjectsController {
  constructor(private readonly members: MembersService) {}

  @AnswerQuery(SharedProjectsQuery)
  async shared(request: QueryRequest<typeof SharedProjectsQuery>) {
    return { projectIds: await this.members.sharedProjectIds(request.userId, request.otherUserId) };
  }
}
