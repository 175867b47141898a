import * as z from 'zod/mini';
import { multiLineText } from '../http/input-rules';

export const FEEDBACK_MAX_LENGTH = 500;

/** Spec 01 texts: a signed-in user without a profile full name may not send feedback. */
export const FEEDBACK_LOGIN_REQUIRED_TITLE = 'Login required';
export const FEEDBACK_LOGIN_REQUIRED_MESSAGE = 'Please sign in to send feedback.';

/**
 * `POST /api/profiles/feedback` body: trimmed, non-empty, at most 500 characters. A user without a
 * profile full name answers 403 `LOGIN_REQUIRED` with message 'Please sign in to send feedback.'
 * and `details: { title: 'Login required' }`.
 */
export const SendFeedbackRequestSchema = z.object({
  text: multiLineText().check(
    z.minLength(1, { error: 'Feedback cannot be empty.' }),
    z.maxLength(FEEDBACK_MAX_LENGTH, { error: 'Feedback must be 500 characters or fewer.' }),
  ),
});
export type SendFeedbackRequest = z.infer<typeof SendFeedbackRequestSchema>;

/** `POST /api/profiles/feedback` response (201). */
export const SendFeedbackResponseSchema = z.object({ id: z.string(), createdAt: z.iso.datetime() });
export type SendFeedbackResponse = z.infer<typeof SendFeedbackResponseSchema>;
