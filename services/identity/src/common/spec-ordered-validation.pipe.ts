import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { IdentityErrors } from './identity-errors';

/**
 * Validates a body with a contracts schema whose rules run in the spec's order; a failure answers
 * 400 with the first rule's exact text as the message (the kit's pipe answers 'Invalid input').
 */
export class SpecOrderedValidationPipe<S extends z.ZodType> implements PipeTransform<
  unknown,
  z.output<S>
> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (!parsed.success) throw IdentityErrors.invalidInput(parsed.error);
    return parsed.data;
  }
}
