import { Injectable } from '@nestjs/common';
import { type EventPayload, ProfileChangedEvent, UserRegisteredEvent } from '@filmcollab/contracts';
import { HandleEvent } from '@filmcollab/service-kit';
import { PeopleService } from './people.service';

/** Keeps the people read model from identity's and profiles' events. */
@Injectable()
export class PeopleEventsHandler {
  constructor(private readonly people: PeopleService) {}

  @HandleEvent(UserRegisteredEvent)
  onUserRegistered(payload: EventPayload<typeof UserRegisteredEvent>): Promise<void> {
    return this.people.registered(payload.userId, {
      username: payload.username,
      fullName: payload.fullName,
    });
  }

  @HandleEvent(ProfileChangedEvent)
  onProfileChanged(payload: EventPayload<typeof ProfileChangedEvent>): Promise<void> {
    return this.people.cardChanged(
      payload.userId,
      { username: payload.username, fullName: payload.fullName },
      payload.version,
    );
  }
}
