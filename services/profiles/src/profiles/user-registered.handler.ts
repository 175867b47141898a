import { Injectable } from '@nestjs/common';
import { UserRegisteredEvent, type EventPayload } from '@filmcollab/contracts';
import { HandleEvent } from '@filmcollab/service-kit';
import { ProfilesService } from './profiles.service';

/** Belt and braces: the profile is created at reservation; this makes sure it exists. */
@Injectable()
export class UserRegisteredHandler {
  constructor(private readonly profiles: ProfilesService) {}

  @HandleEvent(UserRegisteredEvent)
  async onUserRegistered(payload: EventPayload<typeof UserRegisteredEvent>): Promise<void> {
    await this.profiles.ensureRegisteredUserProfile({
      id: payload.userId,
      username: payload.username,
      fullName: payload.fullName,
      email: payload.email,
    });
  }
}
