import * as z from 'zod/mini';

/** Every service answers errors with this body. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.unknown()),
  hint: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
