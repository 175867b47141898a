import { z } from 'zod';

/**
 * The variables of a service that stores files (merge into its `configSchema`). Defaults are the
 * embedded stack's: s3rver behind gateway/dev's `/storage` route.
 */
export const objectStorageConfigSchema = z.object({
  /** The S3 API as this service reaches it (s3rver in the embedded stack, MinIO in production). */
  S3_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  /**
   * The object store as browsers reach it: uploads are posted to `<S3_PUBLIC_URL>/<bucket>`. The
   * gateway's `/storage` route, which checks the upload's signed policy (MinIO in production,
   * gateway/dev in front of s3rver).
   */
  S3_PUBLIC_URL: z.url().default('http://localhost:8000/storage'),
  S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** How often expired, unconfirmed uploads are looked for and deleted. */
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
});

export type ObjectStorageConfig = z.infer<typeof objectStorageConfigSchema>;
