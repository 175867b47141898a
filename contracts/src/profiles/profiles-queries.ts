import { z } from 'zod';
import { defineQuery } from '../messaging/define-query';

/** Letters, digits and underscore, 3 to 20 characters (spec 01, sign-up). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const UsernameSchema = z.string().min(3).max(20).regex(USERNAME_PATTERN);

/**
 * Asked by identity during sign-up: reserves the username for the new account and creates its
 * profile. Profiles answers `{ reserved: false }` when another account holds the username, so a
 * username can never be taken twice, even by simultaneous sign-ups.
 */
export const ReserveUsernameQuery = defineQuery(
  'profiles.username.reserve',
  z.object({
    userId: z.string().min(1),
    username: UsernameSchema,
    fullName: z.string().trim().min(1).max(200),
    email: z.email().max(254),
  }),
  z.object({ reserved: z.boolean() }),
);

/** Asked by identity before creating an account, to answer 'Username is already taken…' early. */
export const UsernameAvailabilityQuery = defineQuery(
  'profiles.username.available',
  z.object({ username: UsernameSchema }),
  z.object({ available: z.boolean() }),
);

/** Whether two users are connected (user_connections); messaging asks it before allowing a conversation. */
export const ConnectionExistsQuery = defineQuery(
  'profiles.connections.exists',
  z.object({ userId: z.string().min(1), otherUserId: z.string().min(1) }),
  z.object({ connected: z.boolean() }),
);
