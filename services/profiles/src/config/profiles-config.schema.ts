import type { BaseConfig } from '@filmcollab/service-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** Compose passes unset secrets as empty strings: those mean "not set". */
const optionalSecret = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);

/** The profiles service's own variables (the shared ones come from the kit's `baseConfigSchema`). */
export const ProfilesConfigSchema = z.object({
  /** Where browsers reach the platform; photo URLs are `<PUBLIC_URL>/storage/profile-images/<key>`. */
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  /** The S3 API as this service reaches it (s3rver in the embedded stack, MinIO in production). */
  S3_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  /** The S3 API as browsers reach it: presigned upload URLs are signed for this host. */
  S3_PUBLIC_URL: z.url().default('http://localhost:9000'),
  S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  PROFILE_IMAGES_BUCKET: z.string().min(3).default('profile-images'),
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
});

export type ProfilesConfig = BaseConfig & z.infer<typeof ProfilesConfigSchema>;
