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
