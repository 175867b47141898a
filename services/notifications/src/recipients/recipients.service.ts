import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@filmcollab/service-kit';
import { RecipientsRepository, type RecipientRecord } from './recipients.repository';

/** Remembers where each user's e-mail goes; the digest reads it. */
@Injectable()
export class RecipientsService {
  /** Users whose token e-mail was saved by this instance, so a list read writes at most once. */
  private readonly known = new Map<string, string>();

  constructor(private readonly repository: RecipientsRepository) {}

  async registered(userId: string, email: string, name: string): Promise<void> {
    await this.repository.save(userId, email, name);
    this.known.set(userId, email);
  }

  /** A signed-in user's current address (their token's), e.g. after they changed it. */
  async remember(user: AuthenticatedUser): Promise<void> {
    if (!user.email || this.known.get(user.id) === user.email) return;
    await this.repository.save(user.id, user.email);
    this.known.set(user.id, user.email);
  }

  find(userId: string): Promise<RecipientRecord | null> {
    return this.repository.find(userId);
  }
}
