import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** Compose passes unset secrets as empty strings: those mean "not set". */
const optionalSecret = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);

/**
 * The variables of the moderation port; merge into a service's `configSchema`.
 * `MODERATION_ADAPTER`: `disabled` (every file is accepted, said at boot) or `sightengine` (the
 * spec's third-party service: multipart `media` + `models`, scores nudity/wad/offensive). Unset
 * means `disabled` outside production; in production (`NODE_ENV=production`) it must be chosen.
 */
export const moderationConfigSchema = z.object({
  MODERATION_ADAPTER: z.enum(['disabled', 'sightengine']).optional(),
  MODERATION_API_URL: z.url().default('https://api.sightengine.com/1.0/check.json'),
  /** Videos (at most a minute): the service's synchronous video check, scores per frame. */
  MODERATION_VIDEO_API_URL: z
    .url()
    .default('https://api.sightengine.com/1.0/video/check-sync.json'),
  MODERATION_API_USER: optionalSecret,
  MODERATION_API_SECRET: optionalSecret,
  /** A file is refused when any score exceeds this (spec: 0.5). */
  MODERATION_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  MODERATION_TIMEOUT_MS: positiveInt(10_000),
});

/** What the port needs of a service's configuration (profiles declares the same fields itself). */
export interface ModerationConfig {
  NODE_ENV?: string;
  MODERATION_ADAPTER?: 'disabled' | 'sightengine';
  MODERATION_API_URL: string;
  MODERATION_VIDEO_API_URL?: string;
  MODERATION_API_USER?: string;
  MODERATION_API_SECRET?: string;
  MODERATION_THRESHOLD: number;
  MODERATION_TIMEOUT_MS: number;
}
