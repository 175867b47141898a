import { z } from 'zod';

/** Every service answers errors with this body. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  hint: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
