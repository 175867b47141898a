import { Controller } from '@nestjs/common';
import {
  ReserveUsernameQuery,
  UsernameAvailabilityQuery,
  type QueryRequest,
} from '@filmcollab/contracts';
import { AnswerQuery } from '@filmcollab/service-kit';
import { ProfilesService } from './profiles.service';

/** NATS request-reply handlers asked by identity during sign-up. */
@Controller()
export class ProfileQueriesController {
  constructor(private readonly profiles: ProfilesService) {}

  @AnswerQuery(ReserveUsernameQuery)
  async reserve(request: QueryRequest<typeof ReserveUsernameQuery>) {
    const reserved = await this.profiles.reserveUsername({
      id: request.userId,
      username: request.username,
      fullName: request.fullName,
      email: request.email,
    });
    return { reserved };
  }

  @AnswerQuery(UsernameAvailabilityQuery)
  async available(request: QueryRequest<typeof UsernameAvailabilityQuery>) {
    return { available: await this.profiles.isUsernameAvailable(request.username) };
  }
}
