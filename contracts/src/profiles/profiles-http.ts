import * as z from 'zod/mini';
import {
  identifier,
  optionalChoice,
  optionalHttpUrl,
  optionalText,
  singleLineText,
} from '../http/input-rules';
import { USERNAME_PATTERN } from './profiles-queries';

/** Primary role options of the fuller edit form (spec 01, profile edit), stored as these values. */
export const PROFILE_ROLE_OPTIONS = [
  'director',
  'actor',
  'screenwriter',
  'cinematographer',
  'editor',
  'producer',
  'sound_designer',
  'composer',
  'production_designer',
  'costume_designer',
  'makeup_artist',
  'gaffer',
  'boom_operator',
  'script_supervisor',
  'assistant_director',
  'other',
] as const;
export const ProfileRoleSchema = z.enum(PROFILE_ROLE_OPTIONS);
export type ProfileRole = z.infer<typeof ProfileRoleSchema>;

export const AVAILABILITY_STATUSES = ['available', 'busy', 'unavailable'] as const;
export const AvailabilityStatusSchema = z.enum(AVAILABILITY_STATUSES);
export type AvailabilityStatus = z.infer<typeof AvailabilityStatusSchema>;

/** Limits of the editable text fields. */
export const PROFILE_LIMITS = {
  fullName: 200,
  bio: 2000,
  location: 200,
  hourlyRate: 100,
  url: 2048,
  listItem: 100,
  listLength: 30,
  yearsExperience: 100,
} as const;

/**
 * A verified credit: the user was an active member of this project (joined through an accepted
 * application or invitation), in this role, in this year (of joining). Earned only through
 * membership, never typed in; the title follows the project's renames.
 */
export const ProfileCreditSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  role: z.string(),
  year: z.int(),
});
export type ProfileCredit = z.infer<typeof ProfileCreditSchema>;

/**
 * A profile as every signed-in user sees it (spec 01 `profiles`, camelCase).
 * `averageRating` is null while nobody has rated the user (the UI shows the default 5.0);
 * `profileImageUrl` already carries a cache-busting `?v=` version.
 */
export const ProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  primaryRole: z.nullable(z.string()),
  secondaryRoles: z.array(z.string()),
  location: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  availabilityStatus: z.nullable(AvailabilityStatusSchema),
  createdAt: z.iso.datetime(),
  collaborationCount: z.int().check(z.minimum(0)),
  yearsExperience: z.nullable(z.int().check(z.minimum(0))),
  hourlyRate: z.nullable(z.string()),
  equipmentOwned: z.array(z.string()),
  preferredGenres: z.array(z.string()),
  websiteUrl: z.nullable(z.string()),
  portfolioUrl: z.nullable(z.string()),
  reelUrl: z.nullable(z.string()),
  averageRating: z.nullable(z.number().check(z.minimum(1), z.maximum(5))),
  ratingCount: z.int().check(z.minimum(0)),
  /** Newest first. */
  credits: z.array(ProfileCreditSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** A profile read only to learn that it can be shown (notifications' 'View Profile'). */
export const ProfileIdOnlySchema = z.pick(ProfileSchema, { id: true });

/**
 * `GET /api/profiles/me`, `PATCH /api/profiles/me` (response): the signed-in user's own profile,
 * which adds the e-mail (not shown to other users).
 */
export const MyProfileSchema = z.extend(ProfileSchema, { email: z.nullable(z.string()) });
export type MyProfile = z.infer<typeof MyProfileSchema>;

/**
 * `GET /api/profiles/:id` and `GET /api/profiles/by-username/:username` answer `ProfileSchema`
 * (404 `PROFILE_NOT_FOUND` when there is none). Path parameter schemas:
 */
export const ProfileIdParamSchema = identifier(200);
export const UsernameParamSchema = identifier(50);

const textList = z.optional(
  z
    .array(singleLineText().check(z.minLength(1), z.maxLength(PROFILE_LIMITS.listItem)))
    .check(z.maxLength(PROFILE_LIMITS.listLength)),
);

/**
 * `PATCH /api/profiles/me` body: only the fields present change; `null` clears a field, an empty
 * free text is saved as null, and `""` is no choice, URL or number (see `http/input-rules`).
 * A username already held by another user answers 409 `USERNAME_TAKEN`
 * ('Username is already taken. Please choose another.').
 */
export const UpdateProfileRequestSchema = z.strictObject({
  username: z.optional(
    z.string().check(z.trim(), z.minLength(3), z.maxLength(20), z.regex(USERNAME_PATTERN)),
  ),
  fullName: optionalText(PROFILE_LIMITS.fullName),
  bio: optionalText(PROFILE_LIMITS.bio, 'multi'),
  primaryRole: optionalChoice(PROFILE_ROLE_OPTIONS),
  secondaryRoles: z.optional(
    z.array(ProfileRoleSchema).check(z.maxLength(PROFILE_ROLE_OPTIONS.length)),
  ),
  location: optionalText(PROFILE_LIMITS.location),
  websiteUrl: optionalHttpUrl(PROFILE_LIMITS.url),
  portfolioUrl: optionalHttpUrl(PROFILE_LIMITS.url),
  reelUrl: optionalHttpUrl(PROFILE_LIMITS.url),
  yearsExperience: z.optional(
    z.nullable(z.int().check(z.minimum(0), z.maximum(PROFILE_LIMITS.yearsExperience))),
  ),
  hourlyRate: optionalText(PROFILE_LIMITS.hourlyRate),
  availabilityStatus: optionalChoice(AVAILABILITY_STATUSES),
  equipmentOwned: textList,
  preferredGenres: textList,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;
export type UpdateProfileRequestInput = z.input<typeof UpdateProfileRequestSchema>;

/** A few fields of another user's profile, embedded in lists (connection requests). */
export const ProfileSummarySchema = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
});
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>;
