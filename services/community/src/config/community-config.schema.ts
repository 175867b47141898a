import {
  type BaseConfig,
  moderationConfigSchema,
  objectStorageConfigSchema,
} from '@filmcollab/service-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The community service's own variables (shared ones from the kit's `baseConfigSchema`, object
 * storage's `S3_*` and the moderation port's `MODERATION_*` from the kit too).
 */
export const CommunityConfigSchema = objectStorageConfigSchema.extend({
  ...moderationConfigSchema.shape,
  /** Where browsers reach the platform: file URLs and the invite mail's sign-up link. */
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  COMMUNITY_FILES_BUCKET: z.string().min(3).default('community-files'),
  /** How long the browser may upload a file; unconfirmed ones are deleted a grace period later. */
  UPLOAD_URL_TTL_SECONDS: positiveInt(900),
  /**
   * How many video uploads are confirmed at once; more wait their turn. Each holds the whole file
   * (up to 50 MB) plus the moderation request's copies of it in memory while it is checked.
   */
  VIDEO_CONFIRMATION_CONCURRENCY: positiveInt(2),
});

export type CommunityConfig = BaseConfig & z.infer<typeof CommunityConfigSchema>;
