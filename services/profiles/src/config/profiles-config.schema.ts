import { type BaseConfig, objectStorageConfigSchema } from '@filmcollab/service-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** Compose passes unset secrets as empty strings: those mean "not set". */
const optionalSecret = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);

/**
 * The profiles service's own variables (the shared ones come from the kit's `baseConfigSchema`,
 * object storage's `S3_*` from its `objectStorageConfigSchema`).
 */
export const ProfilesConfigSchema = objectStorageConfigSchema.extend({
  /** Where browsers reach the platform; photo URLs are `<PUBLIC_URL>/storage/profile-images/<key>`. */
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  PROFILE_IMAGES_BUCKET: z.string().min(3).default('profile-images'),
  /** How long the browser may upload a photo; unconfirmed ones are deleted a grace period later. */
  PHOTO_UPLOAD_URL_TTL_SECONDS: positiveInt(600),
  /**
   * `disabled` (every photo is accepted, said at boot) or `sightengine` (the spec's third-party
   * service: multipart `media` + `models`, scores nudity/wad/offensive). Unset means `disabled`
   * outside production; in production (`NODE_ENV=production`) it must be chosen explicitly.
   */
  MODERATION_ADAPTER: z.enum(['disabled', 'sightengine']).optional(),
  MODERATION_API_URL: z.url().default('https://api.sightengine.com/1.0/check.json'),
  MODERATION_API_USER: optionalSecret,
  MODERATION_API_SECRET: optionalSecret,
  /** A photo is refused when any score exceeds this (spec: 0.5). */
  MODERATION_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  MODERATION_TIMEOUT_MS: positiveInt(10_000),
  /** How long to wait for projects' answer to 'projects.members.shared' before treating users as not collaborating. */
  SHARED_PROJECTS_TIMEOUT_MS: positiveInt(1500),
  /** How many profiles `GET /api/profiles/:id` keeps ready in memory (least recently read go first). */
  PROFILE_CACHE_MAX_ENTRIES: positiveInt(10_000),
  /**
   * A cached profile is read again after this long even without a change event: the bound on
   * staleness should another replica's events ever not arrive (they normally do within a second).
   */
  PROFILE_CACHE_MAX_AGE_MS: positiveInt(60_000),
});

export type ProfilesConfig = BaseConfig & z.infer<typeof ProfilesConfigSchema>;
