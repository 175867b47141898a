import { type BaseConfig, objectStorageConfigSchema } from '@filmcollab/service-kit';
import { z } from 'zod';

/** The workspace's own variables (object storage's `S3_*` from the kit's schema). */
export const WorkspaceConfigSchema = objectStorageConfigSchema.extend({
  /** Where browsers reach the platform; calendar feed links are built on it. */
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  PROJECT_FILES_BUCKET: z.string().min(3).default('project-files'),
});

export type WorkspaceConfig = BaseConfig & z.infer<typeof WorkspaceConfigSchema>;
