import * as z from 'zod/mini';
import { defineQuery } from '../messaging/define-query';

/** Letters, digits and underscore, 3 to 20 characters (spec 01, sign-up). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const UsernameSchema = z
  .string()
  .check(z.minLength(3), z.maxLength(20), z.regex(USERNAME_PATTERN));

/**
 * Asked by identity during sign-up: reserves the username for the new account and creates its
 * profile. Profiles answers `{ reserved: false }` when another account holds the username, so a
 * username can never be taken twice, even by simultaneous sign-ups.
 */
export const ReserveUsernameQuery = defineQuery(
  'profiles.username.reserve',
  z.object({
    userId: z.string().check(z.minLength(1)),
    username: UsernameSchema,
    fullName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    email: z.email().check(z.maxLength(254)),
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
  z.object({
    userId: z.string().check(z.minLength(1)),
    otherUserId: z.string().check(z.minLength(1)),
  }),
  z.object({ connected: z.boolean() }),
);
