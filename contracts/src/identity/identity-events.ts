import * as z from 'zod/mini';
import { defineEvent } from '../messaging/define-event';

/** Published by identity when an account is created; profiles builds the profile from it. */
export const UserRegisteredEvent = defineEvent(
  'identity.user.registered',
  z.object({
    userId: z.string().check(z.minLength(1)),
    email: z.email(),
    username: z.string().check(z.minLength(3), z.maxLength(20)),
    fullName: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);

/**
 * Published by identity when an e-mail must go out (verification link, password-reset code);
 * notifications sends it over SMTP, once per event id.
 */
export const EmailRequestedEvent = defineEvent(
  'identity.email.requested',
  z.object({
    to: z.email().check(z.maxLength(254)),
    subject: z.string().check(z.minLength(1), z.maxLength(200)),
    text: z.string().check(z.minLength(1)),
    html: z.string().check(z.minLength(1)),
  }),
);

/**
 * Published by identity when an IdP session ends before its time (logout, a reused refresh token,
 * a password reset, a new sign-in in the same browser). Every service keeps the ids in memory for
 * an access token's lifetime and refuses access tokens whose `sid` is among them.
 */
export const SessionEndedEvent = defineEvent(
  'identity.session.ended',
  z.object({
    sessionId: z.string().check(z.minLength(1)),
    endedAt: z.iso.datetime(),
  }),
);
