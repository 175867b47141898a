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
