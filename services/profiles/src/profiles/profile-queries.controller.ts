import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  ReserveUsernameQuery,
  UsernameAvailabilityQuery,
  type QueryRequest,
  type QueryResponse,
} from '@filmcollab/contracts';
import { ZodPayload } from '@filmcollab/service-kit';
import { ProfilesService } from './profiles.service';

/** NATS request-reply handlers asked by identity during sign-up. */
@Controller()
export class ProfileQueriesController {
  constructor(private readonly profiles: ProfilesService) {}

  @MessagePattern(ReserveUsernameQuery.subject)
  async reserve(
    @ZodPayload(ReserveUsernameQuery.request) request: QueryRequest<typeof ReserveUsernameQuery>,
  ): Promise<QueryResponse<typeof ReserveUsernameQuery>> {
    const reserved = await this.profiles.reserveUsername({
      id: request.userId,
      username: request.username,
      fullName: request.fullName,
      email: request.email,
    });
    return { reserved };
  }

  @MessagePattern(UsernameAvailabilityQuery.subject)
  async available(
    @ZodPayload(UsernameAvailabilityQuery.request)
    request: QueryRequest<typeof UsernameAvailabilityQuery>,
  ): Promise<QueryResponse<typeof UsernameAvailabilityQuery>> {
    return { available: await this.profiles.isUsernameAvailable(request.username) };
  }
}
