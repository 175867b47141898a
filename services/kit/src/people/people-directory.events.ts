import { Injectable } from '@nestjs/common';
import { type EventPayload, ProfileChangedEvent, UserRegisteredEvent } from '@filmcollab/contracts';
import { HandleEvent } from '../events/handle-event.decorator';
import { PeopleDirectory } from './people-directory';

/** Keeps the people directory from identity's registrations and profiles' card changes. */
@Injectable()
export class PeopleDirectoryEvents {
  constructor(private readonly people: PeopleDirectory) {}

  @HandleEvent(UserRegisteredEvent)
  onUserRegistered(payload: EventPayload<typeof UserRegisteredEvent>): Promise<void> {
    return this.people.insertIfAbsent(payload.userId, {
      username: payload.username,
      fullName: payload.fullName,
      profileImageUrl: null,
      primaryRole: null,
    });
  }

  // The highest version wins, so changes may be applied in any order.
  @HandleEvent(ProfileChangedEvent, { concurrency: 16 })
  onProfileChanged(payload: EventPayload<typeof ProfileChangedEvent>): Promise<void> {
    return this.people.applyVersion(
      payload.userId,
      {
        username: payload.username,
        fullName: payload.fullName,
        profileImageUrl: payload.profileImageUrl,
        primaryRole: payload.primaryRole,
      },
      payload.version,
    );
  }
}
