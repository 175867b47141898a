import { DomainError } from '@filmcollab/service-kit';
import { PasswordResetMessages, SignUpMessages } from '@filmcollab/contracts';
import type { z } from 'zod';

/** The identity service's coded errors with the spec's texts, in one place. */
export const IdentityErrors = {
  /** The first failing rule's message (spec order), every issue in `details`. */
  invalidInput: (error: z.ZodError) =>
    new DomainError('VALIDATION_FAILED', error.issues[0]?.message ?? 'Invalid input', {
      details: error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
        code: issue.code,
      })),
    }),
  usernameTaken: () =>
    new DomainError('USERNAME_TAKEN', SignUpMessages.usernameTaken, { status: 409 }),
  usernameCheckFailed: () =>
    new DomainError('USERNAME_CHECK_FAILED', SignUpMessages.usernameCheckFailed, { status: 503 }),
  emailTaken: () => new DomainError('EMAIL_TAKEN', SignUpMessages.emailTaken, { status: 409 }),
  resetCodeInvalid: () =>
    new DomainError('RESET_CODE_INVALID', PasswordResetMessages.codeInvalid, { status: 400 }),
  resetTooManyAttempts: () =>
    new DomainError('RESET_TOO_MANY_ATTEMPTS', PasswordResetMessages.tooManyAttempts, {
      status: 400,
    }),
  resetTooManyRequests: () =>
    new DomainError('RESET_RATE_LIMITED', PasswordResetMessages.tooManyRequests, { status: 429 }),
};
