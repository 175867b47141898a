import { type BaseConfig, objectStorageConfigSchema } from '@filmcollab/service-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The contest service's own variables (the shared ones come from the kit's `baseConfigSchema`,
 * object storage's `S3_*` from its `objectStorageConfigSchema`).
 */
export const ContestConfigSchema = objectStorageConfigSchema.extend({
  /** Where browsers reach the platform; films are `<PUBLIC_URL>/storage/contest-films/<key>`. */
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  CONTEST_FILMS_BUCKET: z.string().min(3).default('contest-films'),
  /** How long the browser may upload a film (2 GB on a slow line takes a while). */
  FILM_UPLOAD_URL_TTL_SECONDS: positiveInt(6 * 3600),
  /** Teams per round (spec: 250). */
  CONTEST_TEAM_CAPACITY: positiveInt(250),
});
export type ContestConfig = BaseConfig & z.infer<typeof ContestConfigSchema>;
