import { Injectable } from '@nestjs/common';
import { HandleEvent } from '@filmcollab/service-kit';
import { UserRegisteredEvent, type EventPayload } from '@filmcollab/contracts';
import { RecipientsService } from './recipients.service';

@Injectable()
export class UserRegisteredHandler {
  constructor(private readonly recipients: RecipientsService) {}

  @HandleEvent(UserRegisteredEvent)
  async onUserRegistered(event: EventPayload<typeof UserRegisteredEvent>): Promise<void> {
    await this.recipients.registered(event.userId, event.email, event.fullName);
  }
}
