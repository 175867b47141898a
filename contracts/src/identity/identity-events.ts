import { z } from 'zod';
import { defineEvent } from '../messaging/define-event';

/** Published by identity when an account is created; profiles builds the profile from it. */
export const UserRegisteredEvent = defineEvent(
  'identity.user.registered',
  z.object({
    userId: z.string().min(1),
    email: z.email(),
    username: z.string().min(3).max(20),
    fullName: z.string().min(1).max(200),
  }),
);

/**
 * Published by identity when an e-mail must go out (verification link, password-reset code);
 * notifications sends it over SMTP, once per event id.
 */
export const EmailRequestedEvent = defineEvent(
  'identity.email.requested',
  z.object({
    to: z.email().max(254),
    subject: z.string().min(1).max(200),
    text: z.string().min(1),
    html: z.string().min(1),
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
    sessionId: z.string().min(1),
    endedAt: z.iso.datetime(),
  }),
);
