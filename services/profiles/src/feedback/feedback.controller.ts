import { Controller, Post, UseGuards } from '@nestjs/common';
import {
  SendFeedbackRequestSchema,
  SendFeedbackResponseSchema,
  type SendFeedbackRequest,
  type SendFeedbackResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { FeedbackService } from './feedback.service';

@Controller('feedback')
@UseGuards(JwtAuthGuard)
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @ZodResponse(201, SendFeedbackResponseSchema)
  send(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(SendFeedbackRequestSchema) body: SendFeedbackRequest,
  ): Promise<SendFeedbackResponse> {
    return this.feedback.send(user.id, body.text);
  }
}
