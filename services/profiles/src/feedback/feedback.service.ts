import { Injectable } from '@nestjs/common';
import {
  FEEDBACK_LOGIN_REQUIRED_TITLE,
  ProfilesErrors,
  type SendFeedbackResponse,
} from '@filmcollab/contracts';
import { DomainError } from '@filmcollab/service-kit';
import { ProfilesService } from '../profiles/profiles.service';
import { FeedbackRepository } from './feedback.repository';

/** Feedback for the product team, stored with the sender's id and profile name. */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly profiles: ProfilesService,
  ) {}

  /** `text` is already trimmed, non-empty and at most 500 characters (contract schema). */
  async send(userId: string, text: string): Promise<SendFeedbackResponse> {
    const profile = await this.profiles.find(userId);
    const userName = profile?.fullName?.trim();
    if (!userName) {
      throw new DomainError(ProfilesErrors.LOGIN_REQUIRED, {
        details: { title: FEEDBACK_LOGIN_REQUIRED_TITLE },
      });
    }
    const stored = await this.feedback.insert({ userId, userName, feedbackText: text });
    return { id: stored.id, createdAt: stored.createdAt.toISOString() };
  }
}
