import { z } from 'zod';

/** An index definition as given to createIndexes and returned by listIndexes. */
export const indexSpecSchema = z.looseObject({
  key: z.record(z.string(), z.union([z.number(), z.string()])),
  name: z.string().min(1),
  unique: z.boolean().optional(),
  sparse: z.boolean().optional(),
  expireAfterSeconds: z.number().optional(),
  partialFilterExpression: z.record(z.string(), z.unknown()).optional(),
  v: z.number().optional(),
});

export type IndexSpec = z.infer<typeof indexSpecSchema>;

/** MongoDB's default index name: `field_1_other_-1`. */
export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}
