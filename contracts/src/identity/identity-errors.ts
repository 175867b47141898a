import { defineErrors } from '../errors/define-errors';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  PasswordResetMessages,
  SignUpMessages,
} from './identity-accounts';

/** The identity service's coded errors (OAuth endpoints keep RFC 6749's `error` shape instead). */
export const IdentityErrors = defineErrors({
  USERNAME_TAKEN: { status: 409, message: SignUpMessages.usernameTaken },
  USERNAME_CHECK_FAILED: { status: 503, message: SignUpMessages.usernameCheckFailed },
  EMAIL_TAKEN: { status: 409, message: SignUpMessages.emailTaken },
  RESET_CODE_INVALID: { status: 400, message: PasswordResetMessages.codeInvalid },
  RESET_TOO_MANY_ATTEMPTS: { status: 400, message: PasswordResetMessages.tooManyAttempts },
  RESET_RATE_LIMITED: { status: 429, message: PasswordResetMessages.tooManyRequests },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid login credentials' },
  EMAIL_NOT_VERIFIED: { status: 403, message: EMAIL_NOT_VERIFIED_MESSAGE },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'This account no longer exists' },
  LOGIN_REQUEST_REFUSED: {
    status: 403,
    message: 'This sign-in request did not come from the FilmCollab sign-in page.',
  },
  SIGN_UP_RATE_LIMITED: {
    status: 429,
    message: 'Too many sign-up attempts. Please wait a minute and try again.',
  },
  RESET_GUESSES_EXHAUSTED: {
    status: 429,
    message: 'Too many incorrect codes today. Please try again tomorrow.',
  },
  EMBEDDED_IDP_DISABLED: {
    status: 404,
    message: 'The embedded identity provider is disabled; sign in with Keycloak',
  },
});
