import { z } from 'zod';

export const HealthStatusSchema = z.object({
  status: z.enum(['ok', 'error']),
  service: z.string(),
  checks: z.record(z.string(), z.enum(['up', 'down'])).optional(),
});
export type HealthStatus = z.infer<typeof HealthStatusSchema>;
