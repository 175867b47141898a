import * as z from 'zod/mini';

export const HealthStatusSchema = z.object({
  status: z.enum(['ok', 'error']),
  service: z.string(),
  checks: z.optional(z.record(z.string(), z.enum(['up', 'down']))),
});
export type HealthStatus = z.infer<typeof HealthStatusSchema>;
